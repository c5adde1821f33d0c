/**
 * Every admin query's key starts with 'admin': after any change made in the console (coins, a plan,
 * a decided request, a reconciled order) the whole console is read again, audit log included.
 */
export const adminQueryKeys = {
  all: ['admin'] as const,
  allUsers: ['admin', 'users'] as const,
  users: (q: string | null) => ['admin', 'users', q] as const,
  ledger: (uid: string) => ['admin', 'ledger', uid] as const,
  manualRequests: (status: string) => ['admin', 'manual-requests', status] as const,
  allOrders: ['admin', 'orders'] as const,
  orders: (status: string) => ['admin', 'orders', status] as const,
  contactMessages: ['admin', 'contact-messages'] as const,
  examPresetReports: ['admin', 'exam-preset-reports'] as const,
  examPresets: ['admin', 'exam-presets'] as const,
  audit: ['admin', 'audit'] as const,
};
