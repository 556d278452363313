// Public surface of the affiliate feature for the app shell. Its pages are loaders in ./lazy-pages.ts (the router's entry).
export { useReportAffiliateVisit } from "./api/report-visit";
