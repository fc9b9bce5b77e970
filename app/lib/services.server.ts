/**
 * The app's one door to the server's operations (ARCHITECTURE.md, docs/decisions/053): route modules
 * import services from here, never from #server. React Router keeps `*.server.ts` modules out of the
 * browser's build and fails the build if browser code imports one, so a loader's import cannot drag
 * server code into a page; ESLint refuses #server anywhere else in app/, and
 * tests/integration/client-bundle.test.ts reads the client build for server modules.
 *
 * Every operation takes the request context (a loader's `context`), the viewer where there is one,
 * and its input, and answers a Result.
 */
export { calendarFile } from "#server/catalogue/ics.ts";
export type { CatalogueSnapshot } from "#server/catalogue/store.ts";
export { latestMail } from "#server/mail/outbox.ts";
export { loadViewer, quickSignUp, register, requestPasswordReset, resendConfirmation, resetPassword, signIn, signOut } from "#server/services/accounts.ts";
export { createAdmin, removeAdmin, reviewProduct, setClientRole } from "#server/services/admin-actions.ts";
export { adminListCsv, csvFileName } from "#server/services/admin-csv.ts";
export { adminTileCounts, readAdminList } from "#server/services/admin-lists.ts";
export { recentActivity } from "#server/services/audit.ts";
export {
  actOnCatalogueItem,
  listCatalogueItems,
  readCatalogue,
  readCatalogueItem,
  readSiteSettings,
  saveCatalogueItem,
  saveSiteSettings,
} from "#server/services/catalogue.ts";
export { deleteOwnAccount, hasPassword, loadClientArea, updateProfile } from "#server/services/client-area.ts";
export { submitClubSignup } from "#server/services/club.ts";
export { compassBirthStep, saveOwnBirthData, sessionsToSchedule } from "#server/services/compass-access.ts";
export { submitHealing } from "#server/services/healing.ts";
export { grantIntegralMap, integralMapBirth, ownIntegralMap, revokeIntegralMap } from "#server/services/integral-maps.ts";
export { countUnreadNotifications, listNotifications, markNotificationsRead } from "#server/services/notifications.ts";
export { changeOrderStatus, placeOrder } from "#server/services/orders.ts";
export { loadPixPayment, placePixOrder, reconcilePayments } from "#server/services/payments.ts";
export { exportPersonalData } from "#server/services/personal-data.ts";
export { listShopProducts } from "#server/services/products.ts";
export { analyzeRelationshipRequest } from "#server/services/relationship.ts";
export { readSiteText, saveClubTexts, saveHomeTexts, saveInstituteTexts } from "#server/services/site-texts.ts";
export { compassChatState, compassCrisisTurns } from "#server/services/soul-compass.ts";
export { soulMapRefusal, submitSoulMap } from "#server/services/soul-map.ts";
export { createProduct, loadTherapistDashboard } from "#server/services/therapist.ts";
// A route that marks its page with this `headers` export lets it be kept for its signed-in viewer until the data changes (docs/decisions/063).
export { keepForViewer } from "#server/viewer-page-cache.ts";
