import { settingLabelKeys, SYSTEM_ID, templatePath } from "./game-definition";
import type { GameModule } from "./game-module";
import { SystemModel } from "./data-model";
import { queued } from "./gm-queue";
import { guardedHandler } from "./request-rules";
import { gmHandlerPrefix, registerGMHandler, registerGMHandlerLoader } from "./gm-socket";
import { registerRoles } from "./table-roles";

const SETTING_TYPES = { boolean: Boolean, string: String, number: Number, object: Object } as const;

/**
 * Register one game with Foundry at `init`: data models for every sub-type,
 * sheets, Roll classes, settings (with the module's listeners as their
 * `onChange`) and GM request handlers. Every game goes through this one
 * function, so what the tests check for one holds for all. GM request
 * handlers (gm-socket.ts) are registered behind their declared rule of who
 * may ask (request-rules.ts, checked before the request is queued) and
 * inside the one GM queue (gm-queue.ts): the active GM runs the requests of
 * every game one at a time.
 * They are loaded when a GM's client first needs them (the module's
 * `queries` loader: a chunk players never fetch).
 */
export function registerGame(module: GameModule): void {
  const { definition } = module;

  const types = new Set(definition.models.map((spec) => spec.type));
  const stale = Object.keys(module.modelClasses ?? {}).filter((type) => !types.has(type));
  if (stale.length)
    throw new Error(`Story Engines | ${definition.id}: model classes for no sub-type: ${stale.join(", ")}`);
  for (const spec of definition.models) {
    const model = module.modelClasses?.[spec.type] ?? SystemModel(spec);
    CONFIG[spec.documentName].dataModels[spec.type] = model;
  }

  for (const sheet of module.sheets) {
    const collection =
      sheet.documentName === "Actor" ? foundry.documents.collections.Actors : foundry.documents.collections.Items;
    collection.registerSheet(SYSTEM_ID, sheet.sheetClass, {
      types: sheet.types,
      makeDefault: true,
      label: sheet.label,
    });
  }

  for (const rollClass of module.rollClasses) {
    if (!CONFIG.Dice.rolls.includes(rollClass)) CONFIG.Dice.rolls.push(rollClass);
  }

  const settingKeys = new Set(definition.settings.map((setting) => setting.key));
  const unheard = Object.keys(module.settingChanges ?? {}).filter((key) => !settingKeys.has(key));
  if (unheard.length)
    throw new Error(`Story Engines | ${definition.id}: setting listeners for no setting: ${unheard.join(", ")}`);
  for (const setting of definition.settings) {
    const labels = settingLabelKeys(setting.key);
    const onChange = module.settingChanges?.[setting.key];
    game.settings.register(SYSTEM_ID, setting.key, {
      name: labels.name,
      hint: labels.hint,
      scope: setting.scope,
      config: setting.config,
      type: SETTING_TYPES[setting.type],
      default: setting.default,
      ...(setting.choices ? { choices: setting.choices } : {}),
      ...(setting.requiresReload ? { requiresReload: true } : {}),
      ...(onChange ? { onChange } : {}),
    });
  }

  const { queries } = module;
  if (queries)
    registerGMHandlerLoader(gmHandlerPrefix(definition.id), async () => {
      for (const [name, spec] of Object.entries(await queries())) {
        registerGMHandler(`${SYSTEM_ID}.${name}`, guardedHandler(spec, queued));
      }
    });

  registerRoles(module);

  module.init?.();
}

/** Every template of every game, as Foundry paths, for loadTemplates at init. */
export function allTemplatePaths(games: readonly GameModule[]): string[] {
  return games.flatMap((g) => g.definition.templates.map(templatePath));
}
