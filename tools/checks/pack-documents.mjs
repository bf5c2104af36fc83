// What a pack document of each type may hold, checked the way Foundry's own
// schema would see it, with every problem named by file and field in words.
// tools/checks/packs.mjs loads the files and calls checkDocument for each.
//
// A shape lists a document's fields; a field not listed is reported (Foundry
// would drop it silently, so it is almost always a typo). Embedded documents
// (pages, results, cards, items, effects, categories) are checked with their
// own shapes and `_key`s, then the cross-field rules run: table ranges against
// the formula, page categories, card faces, links into our packs.
import { parseTableFormula } from "./dice-formula.mjs";

export const ID = /^[A-Za-z0-9]{16}$/;

/** The embedded collections of each document type: field → [document type, key segment]. */
export const EMBEDDED = {
  Actor: { items: ["Item", "items"], effects: ["ActiveEffect", "effects"] },
  Item: { effects: ["ActiveEffect", "effects"] },
  RollTable: { results: ["TableResult", "results"] },
  Cards: { cards: ["Card", "cards"] },
  JournalEntry: { pages: ["JournalEntryPage", "pages"], categories: ["JournalEntryCategory", "categories"] },
};

const OWNERSHIP_LEVELS = "-1 inherit, 0 none, 1 limited, 2 observer, 3 owner";

// ---------------------------------------------------------------- helpers

export function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A value as it reads in the source, shortened. */
export function show(value) {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value);
  return text.length > 100 ? `${text.slice(0, 97)}…` : text;
}

/** "an item", "a table result". */
const article = (name) => `${/^[aeiou]/i.test(name) ? "an" : "a"} ${name}`;

const join = (path, key) => (path ? `${path}.${key}` : key);

// ---------------------------------------------------------------- field rules
// A rule is (value, path, ctx) => void; it reports through ctx.report(path, text).

const noop = () => {};

const string =
  ({ blank = true } = {}) =>
  (v, path, ctx) => {
    if (typeof v !== "string") ctx.report(path, `must be text, not ${show(v)}`);
    else if (!blank && v.trim() === "") ctx.report(path, "cannot be empty");
  };

const nullable = (rule) => (v, path, ctx) => {
  if (v !== null) rule(v, path, ctx);
};

const boolean = () => (v, path, ctx) => {
  if (typeof v !== "boolean") ctx.report(path, `must be true or false, not ${show(v)}`);
};

const number =
  ({ min, max, integer = false, above } = {}) =>
  (v, path, ctx) => {
    const what = integer ? "a whole number" : "a number";
    const bounds =
      above !== undefined
        ? ` above ${above}`
        : min !== undefined && max !== undefined
          ? ` from ${min} to ${max}`
          : min !== undefined
            ? ` of at least ${min}`
            : "";
    const ok =
      typeof v === "number" &&
      Number.isFinite(v) &&
      (!integer || Number.isInteger(v)) &&
      (above === undefined || v > above) &&
      (min === undefined || v >= min) &&
      (max === undefined || v <= max);
    if (!ok) ctx.report(path, `must be ${what}${bounds}, not ${show(v)}`);
  };

const oneOf = (choices) => (v, path, ctx) => {
  if (!choices.includes(v)) ctx.report(path, `${show(v)} is not one of ${choices.map((c) => show(c)).join(", ")}`);
};

const plainObject =
  (what = "an object") =>
  (v, path, ctx) => {
    if (!isPlainObject(v)) ctx.report(path, `must be ${what}, not ${show(v)}`);
  };

const object = (shape) => (v, path, ctx) => checkShape(shape, v, path, ctx);

const listOf = (rule) => (v, path, ctx) => {
  if (!Array.isArray(v)) return ctx.report(path, `must be a list, not ${show(v)}`);
  v.forEach((element, i) => rule(element, `${path}[${i}]`, ctx));
};

const ownership = (lowest) => (v, path, ctx) => {
  if (!isPlainObject(v))
    return ctx.report(path, `must be an object of ownership levels such as {"default": 0}, not ${show(v)}`);
  for (const [user, level] of Object.entries(v)) {
    const at = join(path, user);
    if (user !== "default" && !ID.test(user)) ctx.report(at, `"${user}" is neither "default" nor a user id`);
    if (!Number.isInteger(level) || level < lowest || level > 3) {
      ctx.report(at, `must be an ownership level from ${lowest} to 3 (${OWNERSHIP_LEVELS}), not ${show(level)}`);
    }
  }
};

const systemId = () => (v, path, ctx) => {
  if (v !== ctx.systemId)
    ctx.report(path, `must be "${ctx.systemId}" (the system these packs belong to), not ${show(v)}`);
};

const STATS = {
  name: "_stats object",
  fields: {
    compendiumSource: nullable(string()),
    duplicateSource: nullable(string()),
    exportSource: nullable(plainObject()),
    coreVersion: nullable(string()),
    systemId: nullable(systemId()),
    systemVersion: nullable(string()),
    createdTime: nullable(number()),
    modifiedTime: nullable(number()),
    lastModifiedBy: nullable(string()),
  },
};

/** A top-level document's folder: null or a folder of the same pack. */
const folder = () => (v, path, ctx) => {
  if (v === null) return;
  if (typeof v !== "string") return ctx.report(path, `must be a folder id or null, not ${show(v)}`);
  if (!ctx.folderIds?.has(v)) ctx.report(path, `no folder with _id ${v} in packs/${ctx.packName}`);
};

const COMMON = {
  _id: noop,
  _key: noop,
  name: noop,
  flags: plainObject(),
  _stats: object(STATS),
};

const TOP = {
  ...COMMON,
  folder: folder(),
  sort: number({ integer: true }),
  ownership: ownership(0),
};

const embedded = (parentName, field) => (v, path, ctx) => checkEmbeddedList(parentName, field, v, path, ctx);

// ---------------------------------------------------------------- shapes

const FACE = {
  name: "card face",
  required: ["name", "img"],
  fields: { name: string(), text: nullable(string()), img: string({ blank: false }) },
};

const BACK = {
  name: "card back",
  fields: { name: nullable(string()), text: nullable(string()), img: nullable(string()) },
};

const SHAPES = {
  Actor: {
    name: "actor",
    needsName: true,
    fields: {
      ...TOP,
      type: noop,
      system: noop,
      img: nullable(string()),
      prototypeToken: plainObject("an object (the prototype token)"),
      items: embedded("Actor", "items"),
      effects: embedded("Actor", "effects"),
    },
  },
  Item: {
    name: "item",
    needsName: true,
    fields: { ...TOP, type: noop, system: noop, img: nullable(string()), effects: embedded("Item", "effects") },
  },
  ActiveEffect: { name: "active effect", needsName: true, open: true, fields: { ...COMMON } },
  JournalEntry: {
    name: "journal entry",
    needsName: true,
    fields: { ...TOP, pages: embedded("JournalEntry", "pages"), categories: embedded("JournalEntry", "categories") },
  },
  JournalEntryCategory: {
    name: "journal category",
    needsName: true,
    fields: { ...COMMON, sort: number({ integer: true }) },
  },
  JournalEntryPage: {
    name: "journal page",
    needsName: true,
    required: ["type"],
    fields: {
      ...COMMON,
      type: oneOf(["text", "image", "pdf", "video"]),
      system: plainObject(),
      title: object({
        name: "page title",
        fields: { show: boolean(), level: number({ integer: true, min: 1, max: 6 }) },
      }),
      text: object({
        name: "page text",
        fields: {
          format: oneOf([1, 2]),
          content: nullable(string()),
          markdown: nullable(string()),
        },
      }),
      image: object({ name: "page image", fields: { caption: nullable(string()) } }),
      video: object({
        name: "page video",
        fields: {
          controls: boolean(),
          loop: boolean(),
          autoplay: boolean(),
          volume: number({ min: 0, max: 1 }),
          timestamp: nullable(number({ min: 0 })),
          width: nullable(number({ integer: true, above: 0 })),
          height: nullable(number({ integer: true, above: 0 })),
        },
      }),
      src: nullable(string()),
      category: nullable(string()),
      sort: number({ integer: true }),
      ownership: ownership(-1),
    },
  },
  RollTable: {
    name: "roll table",
    needsName: true,
    required: ["formula"],
    fields: {
      ...TOP,
      img: nullable(string()),
      description: nullable(string()),
      results: embedded("RollTable", "results"),
      formula: noop,
      replacement: boolean(),
      displayRoll: boolean(),
    },
  },
  TableResult: {
    name: "table result",
    required: ["type", "range"],
    fields: {
      ...COMMON,
      name: nullable(string()),
      type: oneOf(["text", "document"]),
      img: nullable(string()),
      description: nullable(string()),
      documentUuid: nullable(string()),
      weight: number({ integer: true, above: 0 }),
      range: (v, path, ctx) => {
        const problem = rangeProblem(v);
        if (problem) ctx.report(path, problem);
      },
      drawn: boolean(),
    },
  },
  Cards: {
    name: "card stack",
    needsName: true,
    required: ["type"],
    fields: {
      ...TOP,
      type: oneOf(["deck", "hand", "pile"]),
      system: plainObject(),
      img: nullable(string()),
      description: nullable(string()),
      cards: embedded("Cards", "cards"),
      width: nullable(number({ integer: true, above: 0 })),
      height: nullable(number({ integer: true, above: 0 })),
      rotation: number(),
      displayCount: boolean(),
    },
  },
  Card: {
    name: "card",
    needsName: true,
    required: ["type"],
    fields: {
      ...COMMON,
      type: oneOf(["base"]),
      system: plainObject(),
      description: nullable(string()),
      suit: string(),
      value: (v, path, ctx) => {
        if (v !== null && (typeof v !== "number" || !Number.isFinite(v)))
          ctx.report(path, `must be a number or null, not ${show(v)}`);
      },
      back: object(BACK),
      faces: listOf(object(FACE)),
      face: nullable(number({ integer: true, min: 0 })),
      drawn: boolean(),
      origin: nullable(string()),
      width: nullable(number({ integer: true, above: 0 })),
      height: nullable(number({ integer: true, above: 0 })),
      rotation: number(),
      sort: number({ integer: true }),
    },
  },
  Folder: {
    name: "folder",
    needsName: true,
    required: ["type"],
    fields: {
      ...COMMON,
      type: (v, path, ctx) => {
        if (v !== ctx.packType)
          ctx.report(path, `must be "${ctx.packType}" (the type of pack ${ctx.packName}), not ${show(v)}`);
      },
      description: nullable(string()),
      folder: (v, path, ctx) => {
        if (v === null) return;
        if (v === ctx.current?._id) return ctx.report(path, "a folder cannot be its own parent");
        folder()(v, path, ctx);
      },
      sorting: oneOf(["a", "m"]),
      sort: number({ integer: true }),
      color: nullable((v, path, ctx) => {
        if (typeof v !== "string" || !/^#[0-9a-fA-F]{6}$/.test(v))
          ctx.report(path, `must be a colour such as "#2457a6", not ${show(v)}`);
      }),
    },
  },
};

// ---------------------------------------------------------------- checks

/** Check one shape: required fields, each field's rule, no unknown field. */
function checkShape(shape, value, path, ctx) {
  if (!isPlainObject(value)) return ctx.report(path, `must be an object (${article(shape.name)}), not ${show(value)}`);
  if (shape.needsName) {
    if (!Object.hasOwn(value, "name")) ctx.report(join(path, "name"), `missing (every ${shape.name} needs a name)`);
    else if (typeof value.name !== "string") ctx.report(join(path, "name"), `must be text, not ${show(value.name)}`);
    else if (value.name.trim() === "") ctx.report(join(path, "name"), `is empty (every ${shape.name} needs a name)`);
  }
  for (const key of shape.required ?? []) {
    if (!Object.hasOwn(value, key)) ctx.report(join(path, key), `missing (${article(shape.name)} needs it)`);
  }
  for (const [key, field] of Object.entries(value)) {
    if (Object.hasOwn(shape.fields, key)) shape.fields[key](field, join(path, key), ctx);
    else if (!shape.open)
      ctx.report(join(path, key), `is not a field of ${article(shape.name)} (Foundry would drop it)`);
  }
}

/**
 * Check a document (top level: path "", or embedded: path "pages[2]") of the
 * given type, then its embedded documents and cross-field rules.
 * ctx: { report(path, text), systemId, packName, packType, folderIds,
 *        keyOf(segment, child) → the child's expected _key, checkSystem(documentName, doc, path),
 *        resolveUuid(uuid) → undefined or why the link is broken }
 */
export function checkDocument(documentName, doc, path, ctx) {
  checkShape(SHAPES[documentName], doc, path, { ...ctx, current: doc });
  if (!isPlainObject(doc)) return;
  if (documentName === "Actor" || documentName === "Item") ctx.checkSystem(documentName, doc, path);
  if (documentName === "RollTable") checkTable(doc, path, ctx);
  if (documentName === "TableResult") checkResultLink(doc, path, ctx);
  if (documentName === "JournalEntryPage") checkPage(doc, path, ctx);
  if (documentName === "Card") checkCard(doc, path, ctx);
}

export function checkFolder(doc, ctx) {
  checkShape(SHAPES.Folder, doc, "", { ...ctx, current: doc });
}

/** An embedded list: each child's _id, _key, uniqueness, then the child itself. */
function checkEmbeddedList(parentName, field, list, path, ctx) {
  const [documentName, segment] = EMBEDDED[parentName][field];
  if (!Array.isArray(list)) return ctx.report(path, `must be a list of ${documentName} documents, not ${show(list)}`);
  const ids = new Map();
  list.forEach((child, i) => {
    const at = `${path}[${i}]`;
    if (!isPlainObject(child))
      return ctx.report(at, `must be an object (${article(SHAPES[documentName].name)}), not ${show(child)}`);
    if (typeof child._id !== "string" || !ID.test(child._id)) {
      ctx.report(join(at, "_id"), `${show(child._id)} must be 16 letters/digits`);
    } else if (ids.has(child._id)) {
      ctx.report(join(at, "_id"), `${child._id} is already used by ${ids.get(child._id)}`);
    } else ids.set(child._id, at);
    const expectKey = ctx.keyOf(segment, child);
    if (child._key === undefined) ctx.report(join(at, "_key"), `missing (should be "${expectKey}")`);
    else if (child._key !== expectKey) ctx.report(join(at, "_key"), `${show(child._key)} should be "${expectKey}"`);
    checkDocument(documentName, child, at, {
      ...ctx,
      keyOf: (childSegment, grandchild) => {
        const parentKey = ctx.keyOf(segment, child);
        const [, collection, idChain] = /^!([^!]+)!(.*)$/.exec(parentKey);
        return `!${collection}.${childSegment}!${idChain}.${grandchild._id}`;
      },
      parent: ctx.current,
    });
  });
}

/** "no problem" (undefined) or why a range is not [low, high] in whole numbers. */
function rangeProblem(range) {
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n))) {
    return `must be two whole numbers [low, high], not ${show(range)}`;
  }
  if (range[0] > range[1]) return `${range[0]} to ${range[1]} is not a range (the low end is above the high end)`;
  return undefined;
}

const rangeText = ([lo, hi]) => (lo === hi ? `${lo}` : `${lo} to ${hi}`);

/** The formula parses; each range lies in its span, none overlap, every total it can roll draws a result. */
function checkTable(doc, path, ctx) {
  if (!Object.hasOwn(doc, "formula")) return;
  const formula = parseTableFormula(doc.formula);
  if (!formula.ok) {
    ctx.report(join(path, "formula"), `${show(doc.formula)} is not a dice formula Foundry can roll: ${formula.error}`);
  }
  if (!Array.isArray(doc.results)) return;
  if (doc.results.length === 0) return ctx.report(join(path, "results"), "the table has no results to draw");
  const ranges = doc.results
    .map((result, i) => ({ range: result?.range, at: `${join(path, "results")}[${i}].range` }))
    .filter(({ range }) => rangeProblem(range) === undefined);
  if (formula.ok) {
    for (const { range, at } of ranges) {
      if (range[0] < formula.min || range[1] > formula.max) {
        ctx.report(at, `${rangeText(range)} is outside what ${doc.formula} rolls (${formula.min} to ${formula.max})`);
      }
    }
  }
  const sorted = [...ranges].sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
  let reach;
  for (const current of sorted) {
    if (reach && current.range[0] <= reach.range[1]) {
      ctx.report(current.at, `${rangeText(current.range)} overlaps ${reach.at} (${rangeText(reach.range)})`);
    }
    if (!reach || current.range[1] > reach.range[1]) reach = current;
  }
  if (!formula.ok || sorted.length === 0) return;
  const missed = uncovered(
    formula,
    sorted.map(({ range }) => range),
  );
  if (missed.length) {
    const runs =
      missed.slice(0, 5).map(rangeText).join(", ") + (missed.length > 5 ? ` and ${missed.length - 5} more` : "");
    ctx.report(
      join(path, "results"),
      `nothing is drawn on a roll of ${runs}: the ranges must cover every total ${doc.formula} can roll (${formula.min} to ${formula.max})`,
    );
  }
}

/** The totals a formula can roll that no range covers, as [lo, hi] runs. */
function uncovered(formula, sortedRanges) {
  const runs = [];
  const add = (lo, hi) => {
    const last = runs[runs.length - 1];
    if (last && Number.isInteger(lo) && lo === last[1] + 1) last[1] = hi;
    else runs.push([lo, hi]);
  };
  if (formula.values) {
    let r = 0;
    for (const v of formula.values) {
      while (r < sortedRanges.length && sortedRanges[r][1] < v) r++;
      const covering = sortedRanges.slice(r).find(([lo, hi]) => lo <= v && v <= hi);
      if (!covering) add(v, v);
    }
  } else if (formula.dense) {
    let next = formula.min;
    for (const [lo, hi] of sortedRanges) {
      if (lo > next) add(next, Math.min(lo - 1, formula.max));
      next = Math.max(next, hi + 1);
      if (next > formula.max) break;
    }
    if (next <= formula.max) add(next, formula.max);
  }
  return runs;
}

/** A document result links a document that exists in our packs; a text result has something to show. */
function checkResultLink(result, path, ctx) {
  const uuid = result.documentUuid;
  if (result.type === "document") {
    if (typeof uuid !== "string" || uuid === "") {
      ctx.report(join(path, "documentUuid"), "missing: a document result needs the link to the document it draws");
      return;
    }
    const problem = ctx.resolveUuid(uuid);
    if (problem) ctx.report(join(path, "documentUuid"), `${show(uuid)} ${problem}`);
  } else if (result.type === "text") {
    if (typeof uuid === "string" && uuid !== "") {
      ctx.report(join(path, "documentUuid"), 'a text result links no document: remove it or make the type "document"');
    }
    const text = [result.name, result.description].some((t) => typeof t === "string" && t.trim() !== "");
    if (!text) ctx.report(path, "a text result needs a name or a description to show when drawn");
  }
}

function checkPage(page, path, ctx) {
  if (["image", "pdf", "video"].includes(page.type) && (typeof page.src !== "string" || page.src.trim() === "")) {
    ctx.report(join(path, "src"), `missing: a page of type ${page.type} needs src, the path or address of its file`);
  }
  if (page.type === "text" && (!isPlainObject(page.text) || typeof page.text.content !== "string")) {
    ctx.report(join(path, "text.content"), "missing: a text page needs its text");
  }
  if (typeof page.category === "string") {
    const categories = Array.isArray(ctx.parent?.categories) ? ctx.parent.categories : [];
    if (!categories.some((c) => c?._id === page.category)) {
      ctx.report(join(path, "category"), `no category with _id ${page.category} in this journal entry`);
    }
  }
}

function checkCard(card, path, ctx) {
  if (Number.isInteger(card.face) && Array.isArray(card.faces) && card.face >= card.faces.length) {
    ctx.report(
      join(path, "face"),
      `shows face ${card.face}, but the card has ${card.faces.length} face(s) (numbered from 0; null shows the back)`,
    );
  }
}
