// Counted messages through Foundry's localisation (src/core/plural.ts, the
// se-plural helper): the key of each count's plural form, never "Drive(s)".
import { afterEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { configurePlurals, pluralKey } from "../../src/core/plural";
import { HELPERS } from "../../src/core/handlebars-helpers";

afterEach(() => configurePlurals("en", () => true));

describe("pluralKey", () => {
  it("gives English its singular for 1 and its plural for 0, 2 and 1.5", () => {
    expect(pluralKey("K.drives", 1)).toBe("K.drives.one");
    expect(pluralKey("K.drives", 0)).toBe("K.drives.other");
    expect(pluralKey("K.drives", 2)).toBe("K.drives.other");
    expect(pluralKey("K.drives", "1")).toBe("K.drives.one");
    expect(pluralKey("K.drives", 1.5)).toBe("K.drives.other");
    expect(pluralKey("K.drives", "many")).toBe("K.drives.other");
  });

  it("follows the world's language: Polish has few and many", () => {
    configurePlurals("pl", () => true);
    expect(pluralKey("K.x", 1)).toBe("K.x.one");
    expect(pluralKey("K.x", 3)).toBe("K.x.few");
    expect(pluralKey("K.x", 5)).toBe("K.x.many");
  });

  it("falls back to other when the language's file lacks a category", () => {
    configurePlurals("pl", (key) => key.endsWith(".one") || key.endsWith(".other"));
    expect(pluralKey("K.x", 3)).toBe("K.x.other");
    expect(pluralKey("K.x", 1)).toBe("K.x.one");
  });

  it("is the se-plural helper the templates call", () => {
    const helper = HELPERS["se-plural"] as (key: unknown, count: unknown) => string;
    expect(helper("K.x", 1)).toBe("K.x.one");
    expect(helper("K.x", 4)).toBe("K.x.other");
  });
});

describe("the language file", () => {
  it('has no "(s)" left: every counted message has its forms', () => {
    const text = readFileSync(join(process.cwd(), "lang", "en.json"), "utf8");
    expect(text.match(/.{0,40}\(s\).{0,20}/g) ?? []).toEqual([]);
  });

  it("gives each counted message English's one and other forms, the count in both", () => {
    const lang = JSON.parse(readFileSync(join(process.cwd(), "lang", "en.json"), "utf8")) as Record<string, unknown>;
    const forms: string[] = [];
    (function walk(node: unknown, path: string): void {
      if (!node || typeof node !== "object") return;
      const obj = node as Record<string, unknown>;
      if ("one" in obj && "other" in obj && typeof obj.one === "string") forms.push(path);
      for (const [k, v] of Object.entries(obj)) walk(v, path ? `${path}.${k}` : k);
    })(lang, "");
    expect(forms).toContain("STORY_ENGINES.Capes.Log.overdrawnDue");
    const capes = (lang.STORY_ENGINES as Record<string, Record<string, Record<string, Record<string, string>>>>).Capes!
      .Log!.overdrawnDue!;
    expect(capes.one).toBe("{count} Overdrawn Drive must roll.");
    expect(capes.other).toBe("{count} Overdrawn Drives must roll.");
  });
});
