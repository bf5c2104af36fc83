// A count in a string without plural forms reads wrong for one ("1 bonus
// factors"). This check reads lang/en.json: a placeholder followed, within
// two words, by a plural noun ("{count} cards", "{factors} bonus factors"),
// in a string that is not one form of a counted message (src/core/plural.ts:
// an object of "one"/"other" keys), is a count without plural forms.
//
// Placeholders that name things rather than count them ({name}, {player},
// {ability}…) are passed over: what follows them is a verb ("{name} spends").
// What the heuristic cannot tell apart is listed in REVIEWED, each with why
// the count there is not of the noun that follows it.

/** Placeholders that never hold a count: names of people, characters, things and fields. */
export const NAMING_PLACEHOLDERS = new Set([
  "name",
  "player",
  "field",
  "subject",
  "answerer",
  "challenger",
  "ability",
  "abilities",
  "complication",
  "job",
  "attribute",
  "title",
  "holder",
  "character",
  "drive",
  "faction",
  "inspiration",
  "other",
  "priority",
  "caliber",
  "choices",
  "label",
  "role",
  "holders",
  "type",
  // A job's level ("a level {level} job") and a die's face ("a die showing {face}") are read as numbers, not counted.
  "level",
  "face",
]);

/** Strings whose placeholder before a plural noun is not a count of that noun, by key, with the reason. */
export const REVIEWED = {
  "STORY_ENGINES.Capes.Log.pageStarts": "{page} is the Page's number; 'begins' is a verb.",
};

const PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"];

/** Whether a lang node is a counted message: its keys are plural categories, "other" among them. */
export function isPluralForms(node) {
  if (!node || typeof node !== "object") return false;
  const keys = Object.keys(node);
  return keys.includes("other") && keys.every((k) => PLURAL_CATEGORIES.includes(k));
}

/** A word that reads as an English plural noun ("cards", "factors"), not "class", "bonus", "this". */
const NOT_PLURAL = new Set(["its", "his", "has", "was", "does", "plus", "as", "us"]);
const looksPlural = (word) => /^[A-Za-z]+s$/.test(word) && !/(ss|us|is)$/i.test(word) && !NOT_PLURAL.has(word);

/**
 * The keys of strings that show a count without plural forms, with the
 * placeholder and the words after it: [{ key, text, placeholder }].
 * @param {Record<string, unknown>} lang
 */
export function countsWithoutPlurals(lang, reviewed = REVIEWED) {
  const found = [];
  const walk = (node, path) => {
    if (typeof node === "string") {
      if (path in reviewed) return;
      for (const match of node.matchAll(/\{(\w+)\}((?: [A-Za-z]+){0,2})/g)) {
        const [, placeholder, after] = match;
        if (NAMING_PLACEHOLDERS.has(placeholder)) continue;
        if (after.trim().split(" ").some(looksPlural)) {
          found.push({ key: path, text: node, placeholder });
          break;
        }
      }
      return;
    }
    if (!node || typeof node !== "object" || isPluralForms(node)) return;
    for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
  };
  walk(lang, "");
  return found;
}
