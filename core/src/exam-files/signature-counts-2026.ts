import type { ExamPreset } from './exam-presets';

/**
 * The presets whose one file holds several signatures, with the note that says how to make it
 * (docs/decisions/0059-three-signatures-from-three-crops.md). Migration 0016 writes this onto the 2026 table's rows;
 * every other preset holds one. Once released it is not edited: a later change is a new table and a new migration.
 */
export const signatureCounts2026: Readonly<Record<string, Pick<ExamPreset, 'signatures' | 'note' | 'noteHi'>>> = {
  'upsc-signature': {
    signatures: 3,
    note: 'Three signatures in one image (“triple signature”), one below the other: photograph the three signed together on white paper, or crop each signature from its own picture and they are stacked for you.',
    noteHi:
      'एक ही फ़ोटो में तीन हस्ताक्षर (“ट्रिपल सिग्नेचर”), एक के नीचे एक: सफ़ेद काग़ज़ पर किए तीनों हस्ताक्षरों की एक साथ फ़ोटो लें, या हर हस्ताक्षर को उसकी अपनी तस्वीर से क्रॉप करें, वे अपने-आप एक के नीचे एक जोड़ दिए जाते हैं।',
  },
};
