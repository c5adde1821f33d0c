import type { Migration } from 'kysely';
import { catalogMigration } from './0001-catalog';
import { contactMessagesMigration } from './0002-contact-messages';
import { accountsMigration } from './0003-accounts';
import { ledgerMigration } from './0004-ledger';
import { paymentsMigration } from './0005-payments';
import { orderChecksMigration } from './0006-order-checks';
import { gatewayAnswersMigration } from './0007-gateway-answers';
import { devPayIdempotencyMigration } from './0008-dev-pay-idempotency';
import { everyOfferOnlineMigration } from './0009-every-offer-online';
import { sharedStateMigration } from './0010-shared-state';
import { examPresetsMigration } from './0011-exam-presets';
import { printerProfilesMigration } from './0012-printer-profiles';
import { freeProofsMigration } from './0013-free-proofs';
import { typedPrintSheetsMigration } from './0014-typed-print-sheets';
import { examPresets2026Migration } from './0015-exam-presets-2026';
import { signaturesInFileMigration } from './0016-signatures-in-file';
import { termsAcceptancesMigration } from './0017-terms-acceptances';
import { purchaseContactsMigration } from './0018-purchase-contacts';
import { trayProfilesMigration } from './0019-tray-profiles';
import { intakesMigration } from './0020-intakes';
import { intakeFilesFetchedMigration } from './0021-intake-files-fetched';
import { intakeTablesUnloggedMigration } from './0022-intake-tables-unlogged';

/**
 * Every migration, in order. Names sort lexically and never change once released.
 * Each is written once with Kysely's schema builder and runs on SQLite and PostgreSQL.
 */
export const migrations: Record<string, Migration> = {
  '0001-catalog': catalogMigration,
  '0002-contact-messages': contactMessagesMigration,
  '0003-accounts': accountsMigration,
  '0004-ledger': ledgerMigration,
  '0005-payments': paymentsMigration,
  '0006-order-checks': orderChecksMigration,
  '0007-gateway-answers': gatewayAnswersMigration,
  '0008-dev-pay-idempotency': devPayIdempotencyMigration,
  '0009-every-offer-online': everyOfferOnlineMigration,
  '0010-shared-state': sharedStateMigration,
  '0011-exam-presets': examPresetsMigration,
  '0012-printer-profiles': printerProfilesMigration,
  '0013-free-proofs': freeProofsMigration,
  '0014-typed-print-sheets': typedPrintSheetsMigration,
  '0015-exam-presets-2026': examPresets2026Migration,
  '0016-signatures-in-file': signaturesInFileMigration,
  '0017-terms-acceptances': termsAcceptancesMigration,
  '0018-purchase-contacts': purchaseContactsMigration,
  '0019-tray-profiles': trayProfilesMigration,
  '0020-intakes': intakesMigration,
  '0021-intake-files-fetched': intakeFilesFetchedMigration,
  '0022-intake-tables-unlogged': intakeTablesUnloggedMigration,
};
