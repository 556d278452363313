import { ZipFile } from "yazl";
import { csvLine } from "../../lib/csv";
import type { Db } from "../../db/client";
import { EXPORT_AREAS, type AreaData, type ExportArea } from "./export-areas.repo";

/** The rows of an area as CSV with the area's columns, header first. */
function toCsv(columns: readonly string[], data: AreaData): string {
  const rows = Array.isArray(data) ? data : [data];
  return csvLine([...columns]) + rows.map((row) => csvLine(columns.map((c) => row[c]))).join("");
}

function readme(generatedAt: Date, areas: readonly ExportArea[]): string {
  const files = areas.flatMap((a) => [`${a.name}.json`, ...(a.csv ? [`${a.name}.csv`] : [])]);
  return [
    "Your data, as the platform holds it on the date below (one JSON file per area; payments and",
    "commissions also as CSV for a spreadsheet). Times are UTC (ISO 8601); amounts are USD.",
    "",
    `Generated: ${generatedAt.toISOString()}`,
    "",
    ...files.map((f) => `- ${f}`),
    "",
  ].join("\n");
}

/**
 * The account's archive (docs/decisions/040-data-export.md): README.txt, then every area of
 * EXPORT_AREAS as JSON (and CSV where it says so). Built in memory: one person's data is small.
 */
export async function buildExportArchive(db: Db, userId: number, generatedAt: Date, areas = EXPORT_AREAS): Promise<Buffer> {
  const zip = new ZipFile();
  const options = { mtime: generatedAt };
  zip.addBuffer(Buffer.from(readme(generatedAt, areas)), "README.txt", options);
  for (const area of areas) {
    const data = await area.read(db, userId);
    zip.addBuffer(Buffer.from(`${JSON.stringify(data, null, 2)}\n`), `${area.name}.json`, options);
    if (area.csv) zip.addBuffer(Buffer.from(toCsv(area.csv, data)), `${area.name}.csv`, options);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
