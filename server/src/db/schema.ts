import type { Generated } from 'kysely';
import type { AdminAction, LedgerKind } from '@core/contracts/admin';
import type { PrintCharge } from '@core/contracts/prints';
import type { ExamCaption, ExamFileFormat, ExamFileKind, ExamTone } from '@core/exam-files/exam-presets';
import type { OrderStatus, PaymentProvider } from '@core/payments/order-terms';

/** The ledger's kinds and the audit's actions are core's (the admin API's contract lists them). */
export type { AdminAction, LedgerKind };

/**
 * Tables as Kysely sees them. Times are integer milliseconds since the epoch (UTC),
 * flags are integers 0/1, so one set of migrations and queries serves SQLite and PostgreSQL.
 */
interface ServicesTable {
  id: string;
  name: string;
  coins: number;
  covered_by: 'any-plan' | 'pro-plan';
  sort_order: number;
  updated_at: number;
}

interface PlanOffersTable {
  id: string;
  title: 'Pro Plan' | 'Coin Based Plan';
  kind: 'pro' | 'coins';
  price_paise: number;
  days: number | null;
  coins: number | null;
  /** Comma-separated channels: online, manual. */
  channels: string;
  active: Generated<number>;
  sort_order: number;
  updated_at: number;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  uid: string | null;
  created_at: number;
  handled_at: number | null;
}

interface UsersTable {
  uid: string;
  issuer: string;
  subject: string;
  email: string;
  email_verified: number;
  name: string | null;
  photo_url: string | null;
  created_at: number;
  last_login_at: number;
}

interface SessionsTable {
  /** SHA-256 (hex) of the session id; the id itself exists only in the browser's cookie. */
  id_hash: string;
  uid: string;
  csrf: string;
  created_at: number;
  last_seen_at: number;
  /** Absolute end of the session (created_at + 30 days). */
  expires_at: number;
}

interface BalancesTable {
  uid: string;
  coins: number;
  updated_at: number;
}

interface PlansTable {
  id: string;
  uid: string;
  starts_at: number;
  ends_at: number;
  document_print: number;
  source_ref: string;
  created_at: number;
}

export interface LedgerTable {
  id: string;
  uid: string;
  /** Coins added (positive) or taken (negative). */
  delta: number;
  kind: LedgerKind;
  /** Unique: the same credit or debit can never be applied twice. */
  ref: string;
  created_at: number;
}

interface DailyAccessTable {
  uid: string;
  service: string;
  doc_hash: string;
  /** Calendar day in Asia/Kolkata, YYYY-MM-DD. */
  ist_day: string;
  created_at: number;
}

/** Free proofs made by a user on a day (decision 0053). */
interface FreeProofsTable {
  uid: string;
  /** Calendar day in Asia/Kolkata, YYYY-MM-DD. */
  ist_day: string;
  count: number;
}

interface PrintJobsTable {
  id: string;
  uid: string;
  service: string;
  /** The typed sheet as JSON (core's printSheet contract; read it with readStoredSheet): docs/decisions/0057. */
  sheet: string;
  charge: PrintCharge;
  coins: number;
  doc_hash: string;
  created_at: number;
}

interface IdempotencyKeysTable {
  uid: string;
  key: string;
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
  created_at: number;
}

export interface AdminAuditTable {
  id: string;
  admin_uid: string;
  action: AdminAction;
  target: string;
  payload: string;
  at: number;
}

/** core's orderStatuses: `not_started` is an order the gateway refused or gave no payment session (nobody could pay it). */
export type { OrderStatus };

export interface OrdersTable {
  order_id: string;
  uid: string;
  offer_id: string;
  amount_paise: number;
  currency: string;
  grant_coins: number | null;
  grant_days: number | null;
  status: OrderStatus;
  gateway: PaymentProvider;
  cf_order_id: string | null;
  payment_session_id: string | null;
  billing_name: string;
  billing_phone: string;
  billing_address: string;
  created_at: number;
  updated_at: number;
  fulfilled_at: number | null;
  /**
   * When the gateway was last asked about it (sweeper, Payment Status read, webhook or admin), stamped
   * as the ask is claimed; 0 until the first. A Payment Status read asks only when this is 10 s old.
   */
  last_checked_at: Generated<number>;
  /** When the gateway stops taking payments for it (order_expiry_time); null for orders made before it was sent. */
  expires_at: number | null;
  /** The gateway's last answer (Cashfree's order_status: ACTIVE, PAID, EXPIRED, TERMINATED...); null until one came. */
  gateway_status: string | null;
  /** When that answer came (ms since the epoch); null until one came. */
  gateway_status_at: number | null;
}

interface PaymentEventsTable {
  event_id: string;
  order_id: string;
  type: string;
  payload: string;
  received_at: number;
}

export interface ManualRequestsTable {
  reference: string;
  uid: string;
  offer_id: string;
  amount_paise: number;
  grant_coins: number | null;
  grant_days: number | null;
  status: 'pending' | 'approved' | 'rejected';
  utr: string | null;
  reason: string | null;
  decided_by: string | null;
  created_at: number;
  decided_at: number | null;
}

export interface DevPayOrdersTable {
  order_id: string;
  cf_order_id: string;
  payment_session_id: string;
  /** The create-order request, JSON. */
  body: string;
  status: 'ACTIVE' | 'PAID' | 'EXPIRED';
  /** Payments made on it, JSON array. */
  payments: string;
  created_at: number;
  /** The x-idempotency-key of the create that made it (0008), or null. */
  idempotency_key: string | null;
}

/** Who runs a piece of background work until expires_at (0010, decision 0028). */
interface BackgroundLeasesTable {
  name: string;
  /** The holding instance's INSTANCE_ID. */
  holder: string;
  expires_at: number;
}

/** The development OpenID provider's records (oidc-provider's adapter; 0010), shared by every instance. */
interface DevIdpRecordsTable {
  /** oidc-provider's model name (Session, Interaction, Grant, …) or DevAccount. */
  model: string;
  id: string;
  /** The record, JSON. */
  payload: string;
  uid: string | null;
  grant_id: string | null;
  user_code: string | null;
  /** When it lapses, or null for never. */
  expires_at: number | null;
}

/** Exam and portal upload presets (decision 0035); `pixels` is core's `ExamPixels` as JSON text. */
export interface ExamPresetsTable {
  id: string;
  form: string;
  form_hi: Generated<string>;
  kind: ExamFileKind;
  pixels: string;
  pixels_preferred: Generated<number>;
  dpi: number;
  min_kb: number;
  max_kb: number;
  format: ExamFileFormat;
  caption: ExamCaption;
  tone: ExamTone;
  rule_year: number | null;
  source: string;
  source_hi: Generated<string>;
  source_url: Generated<string>;
  checked: string | null;
  secondary_source: number;
  note: string;
  note_hi: Generated<string>;
  old_pattern: Generated<number>;
  no_edits: Generated<number>;
  /** How many signatures the one file holds (0016, docs/decisions/0059-three-signatures-from-three-crops.md). */
  signatures: Generated<number>;
  /** The rule's version under this id (0015, docs/decisions/0058-exam-presets-2026.md). */
  version: Generated<number>;
  /** An admin's edited preset a later seed would have changed: 1 until the admin saves it again. */
  needs_review: Generated<number>;
  /** The seed's preset (JSON) the admin is asked to review, or null. */
  review_proposal: string | null;
  active: number;
  sort_order: number;
  updated_at: number;
}

/** Every version of every preset: the seed's and the admin's (0015, docs/decisions/0058-exam-presets-2026.md). */
export interface ExamPresetVersionsTable {
  preset_id: string;
  version: number;
  /** The whole preset as core's `ExamPreset`, JSON. */
  preset: string;
  origin: 'seed-0011' | 'seed-0015' | 'admin';
  at: number;
}

/** An operator's "Rule looks wrong?" note on a preset (0015, docs/decisions/0058-exam-presets-2026.md). */
export interface ExamPresetReportsTable {
  id: string;
  preset_id: string;
  preset_version: number;
  uid: string;
  form: string;
  changed: string;
  link: string;
  created_at: number;
}

/** A user's named PVC card tray: its geometry as JSON, read through the contract's storedTrayLayout (0019, decision 0091). */
export interface TrayProfilesTable {
  id: string;
  uid: string;
  name: string;
  layout: string;
  created_at: number;
  updated_at: number;
}

/** A user's named printer and what the ruler read on its calibration page, in mm (0012, decision 0037). */
export interface PrinterProfilesTable {
  id: string;
  uid: string;
  name: string;
  /** What the ruler read for the 100 mm horizontal bar. */
  horizontal_mm: number;
  /** What the ruler read for the 100 mm vertical bar. */
  vertical_mm: number;
  /** How far right of the paper's centre the centre cross landed. */
  offset_x_mm: number;
  /** How far down from the paper's centre the centre cross landed. */
  offset_y_mm: number;
  created_at: number;
  updated_at: number;
}

/** The Terms and Conditions a user accepted, a row per version (0017, docs/decisions/0067-terms-accepted-once-a-version.md). */
export interface TermsAcceptancesTable {
  uid: string;
  terms_hash: string;
  accepted_at: number;
}

/** The contact details a buyer asked us to remember for the next purchases (0018, docs/decisions/0069-contact-details-remembered-with-consent.md). */
export interface PurchaseContactsTable {
  uid: string;
  name: string;
  /** 10 digits. */
  phone: string;
  updated_at: number;
}

/** An intake: files from the customer's phone (docs/decisions/0095-files-from-the-customers-phone.md). */
export interface IntakesTable {
  /** 32 random bytes, base64url: the intake's address, unguessable. */
  id: string;
  uid: string;
  /** The short code, as normaliseIntakeCode keeps it. */
  code: string;
  /** The operator's ECDH public key (JWK, JSON). */
  operator_key: string;
  created_at: number;
  expires_at: number;
  last_upload_at: number | null;
  phone_seen_at: number | null;
  /** Encrypted bytes announced for its files (their budget is taken when a file is announced). */
  stored_bytes: number;
  file_count: number;
  /** Requests the phone made to it (a loose bound on one intake's traffic). */
  requests: number;
  /** Bumped on every change the operator's queue shows. */
  version: number;
}

export interface IntakeFilesTable {
  id: string;
  intake_id: string;
  seq: number;
  /** The encrypted description, base64url. */
  meta: string;
  /** The phone's ECDH public key (JWK, JSON) when it came by the typed code. */
  sender_key: string | null;
  /** The phone's id for the send (an announcement repeated after a lost answer finds the same file). */
  send_id: string | null;
  /** The file's own size. */
  bytes: number;
  chunks: number;
  received: number;
  created_at: number;
  completed_at: number | null;
  /** When the operator's browser read the complete file's last chunk; null until then. */
  fetched_at: number | null;
}

export interface IntakeChunksTable {
  file_id: string;
  seq: number;
  data: Buffer;
}

export interface Database {
  services: ServicesTable;
  plan_offers: PlanOffersTable;
  contact_messages: ContactMessagesTable;
  users: UsersTable;
  sessions: SessionsTable;
  balances: BalancesTable;
  plans: PlansTable;
  ledger: LedgerTable;
  daily_access: DailyAccessTable;
  print_jobs: PrintJobsTable;
  idempotency_keys: IdempotencyKeysTable;
  admin_audit: AdminAuditTable;
  orders: OrdersTable;
  payment_events: PaymentEventsTable;
  manual_requests: ManualRequestsTable;
  dev_pay_orders: DevPayOrdersTable;
  background_leases: BackgroundLeasesTable;
  dev_idp_records: DevIdpRecordsTable;
  exam_presets: ExamPresetsTable;
  exam_preset_versions: ExamPresetVersionsTable;
  exam_preset_reports: ExamPresetReportsTable;
  terms_acceptances: TermsAcceptancesTable;
  purchase_contacts: PurchaseContactsTable;
  printer_profiles: PrinterProfilesTable;
  tray_profiles: TrayProfilesTable;
  free_proofs: FreeProofsTable;
  intakes: IntakesTable;
  intake_files: IntakeFilesTable;
  intake_chunks: IntakeChunksTable;
}
