import { describe, expect, it } from "vitest";
import { activeCueIndex, parseVtt, plainCueText } from "./vtt-cues";

const VTT = `WEBVTT

NOTE written by hand

intro
00:00:01.000 --> 00:00:03.500 align:start
<v Ann>Welcome &amp; hello</v>

00:04.000 --> 00:06.000
Two
lines

01:00:00.000 --> 01:00:02.000
An hour in
`;

describe("parseVtt", () => {
  it("reads cue times in seconds and the text without markup, skipping notes", () => {
    expect(parseVtt(VTT)).toEqual([
      { start: 1, end: 3.5, text: "Welcome & hello" },
      { start: 4, end: 6, text: "Two lines" },
      { start: 3600, end: 3602, text: "An hour in" },
    ]);
  });

  it("strips tags and decodes the entities WebVTT allows", () => {
    expect(plainCueText("<b>bold</b> &lt;tag&gt; <00:00:01.000>karaoke")).toBe("bold <tag> karaoke");
  });
});

describe("activeCueIndex", () => {
  const cues = parseVtt(VTT);
  it("finds the cue playing at a time, and none between cues", () => {
    expect(activeCueIndex(cues, 0.5)).toBe(-1);
    expect(activeCueIndex(cues, 1)).toBe(0);
    expect(activeCueIndex(cues, 3.6)).toBe(-1);
    expect(activeCueIndex(cues, 5.9)).toBe(1);
    expect(activeCueIndex(cues, 3601)).toBe(2);
  });
});
