// What other features use of the learner's side: the learner settings query (the video player
// keeps its speed and caption language there, issue 15).
export { learnerSettingsQueryKey, learnerSettingsQueryOptions } from "./api/settings-queries";
