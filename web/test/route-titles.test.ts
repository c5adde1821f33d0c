import { describe, expect, it } from 'vitest';
import { documentTitle } from '../src/app/document-title';
import { appRoutes } from '../src/app/routes';
import { translate, type TFunction } from '../src/lib/i18n';

const en: TFunction = (key, values) => translate('en', key, values);

/**
 * The spec's route table, path → title, with the differences of docs/domain-rules.md §9: the refund and
 * shipping policy pages are titled as themselves (the spec said "Profile"). Routes the spec does
 * not list: the admin console, a state's service details, exam upload files (decision 0039), History (decision 0040)
 * and the phone's pages that send files to the shop (decision 0095).
 */
const specTitles: Record<string, string> = {
  '/': 'Home',
  '/login': 'Login',
  '/PassportSizePhoto': 'Passport size photo',
  '/SingleSideDoc': 'single side document',
  '/BothSideDoc': 'Both side document',
  '/BuyCoins': 'BuyCoins',
  '/CustomePG': 'Buys coins',
  '/ViewPricingTable': 'pricing table',
  '/PaymentStatus': 'Payment Status',
  '/Contact-us': 'Contact Us',
  '/service-details': 'Service Details',
  '/About-us': 'About Us',
  '/Profile': 'Profile',
  '/privacy-policy': 'Privacy Policy',
  '/TermsAndConditions': 'Terms and Conditions',
  // docs/domain-rules.md §9: public, with their own titles.
  '/CancellationAndRefundPolicy': 'Cancellation and Refund Policy',
  '/shipping-and-delivery-policy': 'Shipping and Delivery Policy',
};
const notInSpec: Record<string, string> = {
  '/admin': 'Admin',
  '/services/:state': 'Service Details',
  '/ExamFiles': 'Exam photo and signature files',
  '/History': 'History',
  // The customer's phone sending files to the shop's screen (decision 0095).
  '/send': 'Send files to the shop',
  '/send/:id': 'Send files to the shop',
};

describe('document titles follow the route table (the spec, docs/domain-rules.md §9)', () => {
  it('titles every route of the table "{title} · {brand}"', () => {
    for (const [path, title] of Object.entries(specTitles)) {
      const route = appRoutes.find((candidate) => candidate.path === path);
      expect(route, path).toBeDefined();
      expect(documentTitle(route, en, 'Photo Print'), path).toBe(`${title} · Photo Print`);
    }
  });

  it('has no route the table does not account for, and the brand alone where no route matches', () => {
    const expected = { ...specTitles, ...notInSpec };
    expect(appRoutes.map((route) => route.path).sort()).toEqual(Object.keys(expected).sort());
    for (const route of appRoutes) expect(documentTitle(route, en, 'Sharma Studio'), route.path).toBe(`${expected[route.path]} · Sharma Studio`);
    expect(documentTitle(undefined, en, 'Photo Print')).toBe('Photo Print');
  });
});
