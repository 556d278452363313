// The learning feature's forms for other screens (like auth/forms.ts): the language and time zone
// card of the admin and entrepreneur settings, and the "Download my data" card of the entrepreneur's. Not in the index, which is in every route's first
// bundle (LocaleSync reads the settings query through it): the card brings the Radix select there.
export { LanguageTimezoneCard } from "./components/language-timezone-card";
export { DataExportCard } from "./components/data-export-card";
