// The rules journal's pool table shows the exact figures beside the printed
// ones (computed with the rules at generate time), and the Venus packs state
// the text's licence as the text does, not a plain "CC BY 4.0".
import { describe, expect, it } from "vitest";
import { generate as generateRules } from "../../tools/generate/venus-rules.mjs";
import { generate as generateKing } from "../../tools/generate/venus-king-is-dead.mjs";
import { generate as generateJobs } from "../../tools/generate/venus-jobs.mjs";
import { agrees } from "../../tools/generate/venus-pool-table.mjs";

interface Doc {
  pages?: { name: string; text: { content: string } }[];
  description?: string;
}

const page = (doc: Doc | undefined, name: string): string =>
  doc?.pages?.find((p) => p.name === name)?.text.content ?? "";

/** The exact-figures table's rows: [dice, printed mean, exact mean, printed sigma, exact sigma, note]. */
function exactRows(html: string): string[][] {
  const table = html.slice(html.indexOf("<h3>Exact figures beside the printed ones</h3>"));
  return [...table.matchAll(/<tr><td>(\d)D<\/td>(.*?)<\/tr>/g)].map((m) => [
    m[1] ?? "",
    ...[...(m[2] ?? "").matchAll(/<td>(.*?)<\/td>/g)].map((c) => c[1] ?? ""),
  ]);
}

describe("the pool table's exact figures", async () => {
  const rules = (await generateRules()) as Record<string, Doc>;
  const html = page(rules["venus-rules/venus-engine-rules.json"], "Tables and Statistics");
  const rows = exactRows(html);

  it("keeps the printed table and adds the exact one after it", () => {
    expect(html.indexOf("<td>8D</td><td>96</td>")).toBeGreaterThan(-1);
    expect(html.indexOf("Exact figures beside the printed ones")).toBeGreaterThan(html.indexOf("<td>8D</td><td>96</td>"));
    expect(rows).toHaveLength(8);
  });

  it("gives every sigma exactly: sqrt(n × 1/3 × 2/3) for n Bronze dice, beside the printed one", () => {
    const printed = ["0.47", "0.69", "0.82", "0.94", "1.08", "1.15", "1.25", "1.35"];
    rows.forEach((row, i) => {
      const n = i + 1;
      expect(row[0]).toBe(String(n));
      expect(row[3], `${n}D printed`).toBe(printed[i]);
      expect(row[4], `${n}D exact`).toBe(Math.sqrt((n * 2) / 9).toFixed(3));
      expect(row[2], `${n}D mean`).toBe((n / 3).toFixed(3));
    });
    expect(rows[4]?.[4]).toBe("1.054");
    expect(rows[7]?.[4]).toBe("1.333");
  });

  // Printed "± Sigma": 2D 0.69, 5D 1.08, 8D 1.35 — the exact values round to 0.67, 1.05 and 1.33.
  it("notes where the book is wrong, and only there", () => {
    const wrong = rows.filter((r) => (r[5] ?? "").includes("is wrong")).map((r) => r[0]);
    expect(wrong).toEqual(["2", "5", "8"]);
    expect(rows[4]?.[5]).toContain("the printed ± 1.08 is wrong: the exact sigma is 1.054");
    expect(rows[7]?.[5]).toContain("the printed ± 1.35 is wrong: the exact sigma is 1.333");
    expect(rows[0]?.[5]).toBe("—");
    expect(rows[5]?.[5]).toBe("—");
    expect(rows[1]?.[5]).toContain("2+ successes: printed 11.112 %, exact 11.1111 %");
  });

  it("compares at the printed precision", () => {
    expect(agrees(1.0541, "1.08")).toBe(false);
    expect(agrees(1.0541, "1.05")).toBe(true);
    expect(agrees(86.83, "87")).toBe(true);
  });
});

describe("the licence as the text states it", async () => {
  // "core game engine [venus] will be CC BY 4.0 (free cultural work)", "everything else [evening_star] will be
  // CCO (public domain)", "though both will be All Rights Reserved until the first major release".
  const rules = ((await generateRules()) as Record<string, Doc>)["venus-rules/venus-engine-rules.json"];
  const king = ((await generateKing()) as Record<string, Doc>)["venus-adventures/the-king-is-dead.json"];
  const table = ((await generateJobs()) as Record<string, Doc>)["venus-tables/d66-jobs.json"];
  const statements = {
    "rules credit page": page(rules, "Credits and Licence"),
    "King is Dead title page": page(king, "The King is Dead"),
    "D66 table description": table?.description ?? "",
  };

  for (const [where, html] of Object.entries(statements)) {
    it(`${where}: All Rights Reserved until the first major release, meant CC BY 4.0, Evening Star intended CC0`, () => {
      expect(html).toContain("All Rights Reserved until the first major release");
      expect(html).toMatch(/meant to be (<a [^>]+>[^<]+<\/a> \()?CC BY 4\.0/);
      expect(html).toContain("Evening Star content");
      expect(html).toContain("intended CC0");
    });
  }
});

describe("The King is Dead says what the sheets carry and what was left out", async () => {
  const king = ((await generateKing()) as Record<string, Doc>)["venus-adventures/the-king-is-dead.json"];
  const royals = page(king, "Pregenerated Royals");
  it("names the VINPCs on the sheets and what the scenario does not state, nothing of the spoiler part", () => {
    expect(royals).toContain("The VINPCs in this scene are listed on the player characters sheets");
    expect(royals).toContain("<strong>Arian</strong> and <strong>Dormadh</strong>");
    expect(royals).not.toMatch(/phobia|moonlight/i);
    expect(royals).toContain("Left out, because the scenario does not state it");
    expect(royals).toContain("Melyn or Dhyr may also be a VINPC if they are not players");
  });
});
