import { stateSegment } from './state-segment';

/** India's states and union territories, for the state picker of the service-details page. */
export interface IndianState {
  /** English name; its lowercased, space-free form is the /services/:state segment. */
  en: string;
  hi: string;
}

export const indianStates: readonly IndianState[] = [
  { en: 'Andaman and Nicobar Islands', hi: 'अंडमान और निकोबार द्वीप समूह' },
  { en: 'Andhra Pradesh', hi: 'आंध्र प्रदेश' },
  { en: 'Arunachal Pradesh', hi: 'अरुणाचल प्रदेश' },
  { en: 'Assam', hi: 'असम' },
  { en: 'Bihar', hi: 'बिहार' },
  { en: 'Chandigarh', hi: 'चंडीगढ़' },
  { en: 'Chhattisgarh', hi: 'छत्तीसगढ़' },
  { en: 'Dadra and Nagar Haveli and Daman and Diu', hi: 'दादरा और नगर हवेली और दमन और दीव' },
  { en: 'Delhi', hi: 'दिल्ली' },
  { en: 'Goa', hi: 'गोवा' },
  { en: 'Gujarat', hi: 'गुजरात' },
  { en: 'Haryana', hi: 'हरियाणा' },
  { en: 'Himachal Pradesh', hi: 'हिमाचल प्रदेश' },
  { en: 'Jammu and Kashmir', hi: 'जम्मू और कश्मीर' },
  { en: 'Jharkhand', hi: 'झारखंड' },
  { en: 'Karnataka', hi: 'कर्नाटक' },
  { en: 'Kerala', hi: 'केरल' },
  { en: 'Ladakh', hi: 'लद्दाख' },
  { en: 'Lakshadweep', hi: 'लक्षद्वीप' },
  { en: 'Madhya Pradesh', hi: 'मध्य प्रदेश' },
  { en: 'Maharashtra', hi: 'महाराष्ट्र' },
  { en: 'Manipur', hi: 'मणिपुर' },
  { en: 'Meghalaya', hi: 'मेघालय' },
  { en: 'Mizoram', hi: 'मिज़ोरम' },
  { en: 'Nagaland', hi: 'नागालैंड' },
  { en: 'Odisha', hi: 'ओडिशा' },
  { en: 'Puducherry', hi: 'पुडुचेरी' },
  { en: 'Punjab', hi: 'पंजाब' },
  { en: 'Rajasthan', hi: 'राजस्थान' },
  { en: 'Sikkim', hi: 'सिक्किम' },
  { en: 'Tamil Nadu', hi: 'तमिलनाडु' },
  { en: 'Telangana', hi: 'तेलंगाना' },
  { en: 'Tripura', hi: 'त्रिपुरा' },
  { en: 'Uttar Pradesh', hi: 'उत्तर प्रदेश' },
  { en: 'Uttarakhand', hi: 'उत्तराखंड' },
  { en: 'West Bengal', hi: 'पश्चिम बंगाल' },
];

/** The state a segment stands for, if it is one of ours ("uttarpradesh" → Uttar Pradesh). */
export function findState(segment: string): IndianState | undefined {
  const wanted = stateSegment(segment);
  return indianStates.find((state) => stateSegment(state.en) === wanted);
}
