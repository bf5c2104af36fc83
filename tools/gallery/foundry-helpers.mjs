// Node stand-ins for the Handlebars helpers Foundry registers, for the
// gallery and template tests. They follow the helpers' documented behaviour
// closely enough to render our templates; they are not Foundry's code.
// A template that uses a Foundry helper missing here fails to render in the
// gallery, which tells us to add it.
import Handlebars from "handlebars";

const escape = Handlebars.escapeExpression;

/** @param {(key: string) => string | undefined} lookup */
export function foundryHelpers(lookup) {
  const localize = (key, data = {}) => {
    const text = lookup(key);
    if (text === undefined) return key; // Foundry shows the raw key: the gallery test looks for it
    return text.replace(/\{(\w+)\}/g, (m, name) => (name in data ? String(data[name]) : m));
  };
  return {
    localize: (key, options) => localize(String(key), options?.hash ?? {}),
    concat: (...args) => args.slice(0, -1).join(""),
    eq: (a, b) => a === b,
    ne: (a, b) => a !== b,
    lt: (a, b) => a < b,
    gt: (a, b) => a > b,
    lte: (a, b) => a <= b,
    gte: (a, b) => a >= b,
    and: (...args) => args.slice(0, -1).every(Boolean),
    or: (...args) => args.slice(0, -1).some(Boolean),
    not: (a) => !a,
    ifThen: (cond, a, b) => (cond ? a : b),
    checked: (v) => (v ? "checked" : ""),
    disabled: (v) => (v ? "disabled" : ""),
    numberFormat: (value, options) => {
      const { decimals = 0, sign = false } = options?.hash ?? {};
      const n = Number(value);
      const text = n.toFixed(decimals);
      return sign && n >= 0 ? `+${text}` : text;
    },
    json: (v) => JSON.stringify(v),
    object: (options) => options.hash,
    editor: (content, options) => {
      const { target = "" } = options?.hash ?? {};
      return new Handlebars.SafeString(
        `<div class="editor" data-edit="${escape(target)}"><div class="editor-content">${content ?? ""}</div></div>`,
      );
    },
    selectOptions: (choices, options) => {
      const { selected, blank, localize: loc = false, valueAttr, labelAttr } = options?.hash ?? {};
      const sel = Array.isArray(selected) ? selected.map(String) : [String(selected ?? "")];
      const entries = Array.isArray(choices)
        ? choices.map((c) =>
            typeof c === "object"
              ? [String(c[valueAttr ?? "value"]), String(c[labelAttr ?? "label"])]
              : [String(c), String(c)],
          )
        : Object.entries(choices ?? {}).map(([v, l]) => [
            v,
            typeof l === "object" ? String(l[labelAttr ?? "label"]) : String(l),
          ]);
      let html =
        blank !== undefined && blank !== null
          ? `<option value="">${escape(loc ? localize(blank) : blank)}</option>`
          : "";
      for (const [value, label] of entries) {
        html += `<option value="${escape(value)}"${sel.includes(value) ? " selected" : ""}>${escape(loc ? localize(label) : label)}</option>`;
      }
      return new Handlebars.SafeString(html);
    },
  };
}
