/**
 * The GM's Traits chart: an ApplicationV2 form opened from Configure
 * Settings (game.settings.registerMenu). It saves the world setting the
 * Omega sheet reads for its warnings.
 */
import { SYSTEM_ID, templatePath } from "../../../core/game-definition";
import { LANG } from "../data/common";
import { TRAIT_CHART_SETTING, readTraitChart } from "../data/trait-chart";
import { traitChartContext } from "./trait-chart-context";
import { allowD16, expandForm, traitChart } from "./sheet-support";

const { HandlebarsApplicationMixin, ApplicationV2 } = foundry.applications.api;
type App = foundry.applications.api.ApplicationV2;

export class TraitChartMenu extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS = {
    id: "story-engines-four-colors-trait-chart",
    tag: "form",
    classes: ["story-engines", "four-colors", "trait-chart"],
    window: { title: `${LANG}.TraitChart.title`, icon: "fa-solid fa-table-list" },
    position: { width: 420 },
    form: { submitOnChange: false, closeOnSubmit: true, handler: TraitChartMenu.onSubmit },
  };

  static override PARTS = {
    form: { template: templatePath("four-colors/sheets/trait-chart.hbs") },
  };

  protected override async _prepareContext(
    options: foundry.applications.api.ApplicationRenderOptions,
  ): Promise<Record<string, unknown>> {
    const base = await super._prepareContext(options);
    return { ...base, ...traitChartContext(traitChart(), allowD16()) };
  }

  static async onSubmit(
    this: App,
    _event: SubmitEvent | Event,
    _form: HTMLFormElement,
    formData: FormDataExtended,
  ): Promise<void> {
    await game.settings.set(SYSTEM_ID, TRAIT_CHART_SETTING, readTraitChart(expandForm(formData)));
    ui.notifications.info(`${LANG}.TraitChart.saved`, { localize: true });
  }
}

/** Put the chart's button in Configure Settings (GM only). */
export function registerTraitChartMenu(): void {
  game.settings.registerMenu(SYSTEM_ID, "fourColorsTraitChartMenu", {
    name: "STORY_ENGINES.Settings.fourColorsTraitChartMenu.name",
    label: "STORY_ENGINES.Settings.fourColorsTraitChartMenu.label",
    hint: "STORY_ENGINES.Settings.fourColorsTraitChartMenu.hint",
    icon: "fa-solid fa-table-list",
    type: TraitChartMenu,
    restricted: true,
  });
}
