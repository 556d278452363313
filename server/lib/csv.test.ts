import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv";

describe("csv", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvLine(["a,b", 'say "hi"', "two\nlines", 3])).toBe('"a,b","say ""hi""","two\nlines",3\r\n');
  });

  it("neutralises text a spreadsheet would run as a formula, and keeps numbers", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+1 trick")).toBe("'+1 trick");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-15.00")).toBe("-15.00");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
  });
});
