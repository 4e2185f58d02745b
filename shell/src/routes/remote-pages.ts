/**
 * Every page the shell expects from a remote, by route. Expose names follow one rule: the page's
 * name in PascalCase + "Page"; a remote that does not expose one yet shows "not in this version".
 */
export const REMOTE_ROUTES = {
  catalog: {
    '/productsCatalog': 'ProductsCatalogPage',
    '/servicesCatalog': 'ServicesCatalogPage',
  },
  account: {
    '/reset-password/:token': 'ResetPasswordPage',
    '/confirm-email/:token': 'ConfirmEmailPage',
    '/editUser': 'EditUserPage',
    '/changePassword': 'ChangePasswordPage',
    '/providers': 'ProvidersPage',
    '/addProvider': 'AddProviderPage',
    '/clients': 'ClientsPage',
  },
  inventory: {
    '/userProducts': 'UserProductsPage',
    '/createProduct': 'CreateProductPage',
    '/upload': 'UploadPage',
    '/products/:productId': 'ProductDetailPage',
    '/userServices': 'UserServicesPage',
    '/createService': 'CreateServicePage',
    '/userBranchOffices': 'UserBranchOfficesPage',
    '/createBranchOffice': 'CreateBranchOfficePage',
    '/map': 'MapPage',
  },
  production: {
    '/userActivities': 'UserActivitiesPage',
    '/createActivity': 'CreateActivityPage',
    '/activitiesOverview': 'ActivitiesOverviewPage',
    '/userProcesses': 'UserProcessesPage',
    '/createProcess': 'CreateProcessPage',
    '/processesOverview': 'ProcessesOverviewPage',
    '/startActivity': 'StartActivityPage',
    '/startProcess': 'StartProcessPage',
    '/scheduledActivities': 'ScheduledActivitiesPage',
    '/runningActivities': 'RunningActivitiesPage',
    '/pausedActivities': 'PausedActivitiesPage',
    '/activeProductionOrders': 'ActiveProductionOrdersPage',
    '/scheduledProductionOrders': 'ScheduledProductionOrdersPage',
    '/pausedProductionOrders': 'PausedProductionOrdersPage',
    '/archivedActivities': 'ArchivedActivitiesPage',
  },
  requests: {
    '/requestsOverview': 'RequestsOverviewPage',
    '/userRequests/sent': 'SentRequestsPage',
    '/userRequests/received': 'ReceivedRequestsPage',
    '/acceptedRequestsToOtherUser': 'AcceptedRequestsToOtherUserPage',
    '/acceptedRequestsToUser': 'AcceptedRequestsToUserPage',
    '/rejectedRequestsToOtherUser': 'RejectedRequestsToOtherUserPage',
    '/rejectedRequestsToUser': 'RejectedRequestsToUserPage',
    '/completedSentRequests': 'CompletedSentRequestsPage',
    '/completedReceivedRequests': 'CompletedReceivedRequestsPage',
    '/requestTransport': 'RequestTransportPage',
    '/requestStorage': 'RequestStoragePage',
  },
} as const satisfies Record<string, Record<string, string>>;

export type RemoteName = keyof typeof REMOTE_ROUTES;
