// ApplicationV2 and its Handlebars mixin as v13 systems use them (Draw Steel,
// dnd5e 5.x): DEFAULT_OPTIONS with actions, PARTS naming templates,
// _prepareContext/_preparePartContext for data, _onRender for listeners.
declare namespace foundry {
  namespace applications {
    namespace api {
      type ApplicationAction = (this: ApplicationV2, event: PointerEvent, target: HTMLElement) => unknown;

      interface ApplicationConfiguration {
        id?: string;
        tag?: string;
        classes?: string[];
        window?: { title?: string; icon?: string | false; resizable?: boolean; contentClasses?: string[] };
        position?: { width?: number | "auto"; height?: number | "auto"; top?: number; left?: number };
        actions?: Record<string, ApplicationAction | { handler: ApplicationAction; buttons?: number[] }>;
        form?: {
          handler?: (
            this: ApplicationV2,
            event: SubmitEvent | Event,
            form: HTMLFormElement,
            formData: FormDataExtended,
          ) => unknown;
          submitOnChange?: boolean;
          closeOnSubmit?: boolean;
        };
        document?: FoundryDocument;
        [key: string]: unknown;
      }

      interface HandlebarsTemplatePart {
        template: string;
        templates?: string[];
        scrollable?: string[];
        classes?: string[];
        id?: string;
      }

      interface ApplicationTab {
        id: string;
        group: string;
        icon?: string;
        label?: string;
        active: boolean;
        cssClass: string;
      }

      interface ApplicationRenderOptions {
        force?: boolean;
        parts?: string[];
        isFirstRender?: boolean;
        [key: string]: unknown;
      }

      class ApplicationV2 {
        constructor(options?: Partial<ApplicationConfiguration>);
        static DEFAULT_OPTIONS: Partial<ApplicationConfiguration>;
        static TABS: Record<
          string,
          { tabs: { id: string; icon?: string; label?: string }[]; initial?: string; labelPrefix?: string }
        >;
        readonly options: ApplicationConfiguration;
        readonly element: HTMLElement;
        readonly rendered: boolean;
        readonly id: string;
        tabGroups: Record<string, string>;
        render(options?: boolean | ApplicationRenderOptions): Promise<this>;
        close(options?: object): Promise<this>;
        changeTab(tab: string, group: string, options?: object): void;
        protected _prepareContext(options: ApplicationRenderOptions): Promise<Record<string, unknown>>;
        protected _onRender(context: Record<string, unknown>, options: ApplicationRenderOptions): Promise<void>;
        protected _onClose(options: object): void;
      }

      interface HandlebarsApplication extends ApplicationV2 {
        _preparePartContext(
          partId: string,
          context: Record<string, unknown>,
          options: ApplicationRenderOptions,
        ): Promise<Record<string, unknown>>;
        _configureRenderOptions(options: ApplicationRenderOptions): void;
      }

      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's base must accept any constructor
      type AnyConstructor<T = object> = abstract new (...args: any[]) => T;

      function HandlebarsApplicationMixin<TBase extends AnyConstructor<ApplicationV2>>(
        base: TBase,
      ): TBase & AnyConstructor<HandlebarsApplication> & { PARTS: Record<string, HandlebarsTemplatePart> };

      class DocumentSheetV2<TDoc extends FoundryDocument = FoundryDocument> extends ApplicationV2 {
        readonly document: TDoc;
        readonly isEditable: boolean;
        protected _processSubmitData(
          event: SubmitEvent | Event,
          form: HTMLFormElement,
          submitData: Record<string, unknown>,
          options?: object,
        ): Promise<void>;
        protected _prepareSubmitData(
          event: SubmitEvent | Event,
          form: HTMLFormElement,
          formData: FormDataExtended,
          updateData?: object,
        ): Record<string, unknown>;
      }

      interface DialogV2Button {
        action: string;
        label: string;
        icon?: string;
        default?: boolean;
        callback?: (event: Event, button: HTMLButtonElement, dialog: DialogV2) => unknown;
      }

      class DialogV2 extends ApplicationV2 {
        static prompt(config: {
          window?: { title?: string };
          content?: string;
          ok?: Partial<DialogV2Button>;
          rejectClose?: boolean;
          modal?: boolean;
          render?: (event: Event, dialog: DialogV2) => void;
        }): Promise<unknown>;
        static confirm(config: {
          window?: { title?: string };
          content?: string;
          rejectClose?: boolean;
          modal?: boolean;
        }): Promise<boolean | null>;
        static wait(config: {
          window?: { title?: string };
          content?: string;
          buttons: DialogV2Button[];
          rejectClose?: boolean;
          modal?: boolean;
          render?: (event: Event, dialog: DialogV2) => void;
          position?: { width?: number };
        }): Promise<unknown>;
      }
    }

    /**
     * Every open ApplicationV2 by id (v13 `foundry.applications.instances`):
     * the part refresh (src/core/sheets/part-refresh.ts) finds the open sheets
     * showing a changed document here, token actors' sheets included.
     */
    const instances: Map<string, foundry.applications.api.ApplicationV2>;

    namespace sheets {
      class ActorSheetV2 extends foundry.applications.api.DocumentSheetV2<Actor> {
        readonly actor: Actor;
        /**
         * v13: its own `_onDrop` fires `dropActorSheetData`, then hands a dropped
         * Item here; creates it on the actor (or sorts the actor's own). Sheets
         * override this and `_onDropActor` (Draw Steel, dnd5e), never `_onDrop`.
         */
        _onDropItem(event: DragEvent, item: Item): Promise<unknown>;
        /** v13: called for an Actor dropped on the sheet; does nothing by default. */
        _onDropActor(event: DragEvent, actor: Actor): Promise<unknown>;
      }
      class ItemSheetV2 extends foundry.applications.api.DocumentSheetV2<Item> {
        readonly item: Item;
      }
    }

    namespace handlebars {
      function loadTemplates(paths: string[] | Record<string, string>): Promise<unknown>;
      function renderTemplate(path: string, data: object): Promise<string>;
    }

    namespace ux {
      class FormDataExtended {
        constructor(form: HTMLFormElement);
        readonly object: Record<string, unknown>;
      }
      namespace TextEditor {
        const implementation: {
          enrichHTML(
            content: string,
            options?: { secrets?: boolean; relativeTo?: FoundryDocument; rollData?: object },
          ): Promise<string>;
          getDragEventData(event: DragEvent): Record<string, unknown>;
        };
      }
    }
  }

  namespace documents {
    namespace collections {
      interface SheetRegistration {
        types?: string[];
        makeDefault?: boolean;
        label?: string;
      }
      class Actors {
        static registerSheet(scope: string, sheetClass: unknown, options?: SheetRegistration): void;
        static unregisterSheet(scope: string, sheetClass: unknown, options?: { types?: string[] }): void;
      }
      class Items {
        static registerSheet(scope: string, sheetClass: unknown, options?: SheetRegistration): void;
        static unregisterSheet(scope: string, sheetClass: unknown, options?: { types?: string[] }): void;
      }
    }
  }
}

type FormDataExtended = foundry.applications.ux.FormDataExtended;
