// What other features use of the learner's side: the learner settings query (the video player
// keeps its speed and caption language there, docs/decisions/017-captions-and-player.md).
export { learnerSettingsQueryKey, learnerSettingsQueryOptions } from "./api/settings-queries";
