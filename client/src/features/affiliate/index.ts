// Public surface of the affiliate feature for the app shell. Pages are imported lazily by the router.
export { useReportAffiliateVisit } from "./api/report-visit";
