// hls.js's "./light" export ships no types of its own: it is the same API as the full build, without
// subtitles, alternate audio and DRM (none of which the player uses: captions are <track> elements,
// docs/decisions/017-captions-and-player.md).
declare module "hls.js/light" {
  export * from "hls.js";
  export { default } from "hls.js";
}
