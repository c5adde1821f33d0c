import { stateSegment } from './state-segment';

/** Every in-app link goes through these, so a path is spelled in one place only. */
export const paths = {
  home: '/',
  login: '/login',
  passportSizePhoto: '/PassportSizePhoto',
  singleSideDoc: '/SingleSideDoc',
  bothSideDoc: '/BothSideDoc',
  /** Exam and portal upload files (decision 0039; not in the spec's table). */
  examFiles: '/ExamFiles',
  buyCoins: '/BuyCoins',
  customePG: '/CustomePG',
  viewPricingTable: '/ViewPricingTable',
  paymentStatus: '/PaymentStatus',
  contactUs: '/Contact-us',
  serviceDetails: '/service-details',
  /** The {state} segment is lowercased and stripped of whitespace (the spec's validation rules). */
  serviceDetailsForState: (state: string): string => `/services/${encodeURIComponent(stateSegment(state))}`,
  aboutUs: '/About-us',
  profile: '/Profile',
  /** The signed-in user's prints and purchases (decision 0040). */
  history: '/History',
  /** The admin console (not in the spec's table; admins only). */
  admin: '/admin',
  privacyPolicy: '/privacy-policy',
  terms: '/TermsAndConditions',
  refundPolicy: '/CancellationAndRefundPolicy',
  shippingPolicy: '/shipping-and-delivery-policy',
  /** A customer's phone sends files to the shop's screen by the code shown there (decision 0095; not in the spec's table). */
  send: '/send',
  /** The intake link's path (its key follows in the fragment, added by the operator's browser). */
  sendTo: (intakeId: string): string => `/send/${encodeURIComponent(intakeId)}`,
} as const;

/** Route pattern of paths.serviceDetailsForState. */
export const serviceDetailsForStatePattern = '/services/:state';

/** Route pattern of the intake link the shop's QR code holds, `/send/<intake id>#k=<key>` (decision 0095). */
export const sendToIntakePattern = '/send/:id';
