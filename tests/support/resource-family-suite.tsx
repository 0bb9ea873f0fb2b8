/**
 * The per-definition suite of the resource registry (issue: "for every definition"): each family's generic
 * screen walks the generic machines' main path against the simulated backend —
 * list: loading → ready with the seeded rows under the declared columns;
 * editor (families with submit and remove): add (editing → saving → done, 新增成功, the row is stored),
 * edit (loading → editing → saving → done, 更新成功, the change is stored),
 * list delete (ready → confirmingDelete → deleting → ready, 提示 / 确定将选择数据删除? → 删除成功, the row is gone).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillRoute, type ResourceDefinition, type FormFieldDefinition, type RuleName } from '@services/resources/types';
import { RESOURCES } from '@services/resources/registry';
import { listOperation } from '@services/api/resource-client';
import { matchRequestUrl } from 'msw';
import { createSimulator, ROUTES, type Simulator } from '@services/mock/simulator';
import { resourceRoutes } from '@services/mock/routes/resource-routes';
import { resourceButtons } from '@services/resources/permissions';
import { startNodeSimulator } from '@services/mock/node';
import { resourcesZh } from '@services/resources/texts-zh';
import { ResourceListPage } from '@/screens/resource/resource-list-page';
import { resetBrowserState, signIn } from './render-console';
import { renderScreen, type RenderedScreen } from './render-resource';
import { withTableSize } from './table-size';

const title = (def: ResourceDefinition) => (resourcesZh.title as Record<string, string>)[def.key] ?? def.key;
/** A column's label: its key in the field vocabulary (`resources:field.<name>`). */
const label = (labelKey: string) => {
  const name = labelKey.replace(/^resources:field\./, '');
  return (resourcesZh.field as Record<string, string>)[name] ?? name;
};

/** A valid value for a rule, as typed. */
const RULE_SAMPLES: Record<RuleName, string> = {
  mobile: '13800138000',
  email: 'fleet@example.com',
  landline: '010-88886666',
  url: 'https://www.example.com/page',
  creditCode: '91110108MA01KQ7X3K',
  nonNegative: '12',
  signedDecimal: '-1.5',
  idCard: '11010519491231002X',
  cardNumber: '6222020200112233446',
  amount: '12.34',
};

/** What a user types into a field of this kind (a marker for the first text field). */
function sample(f: FormFieldDefinition, marker: string): string {
  const rule = f.rules?.[0];
  if (rule) return RULE_SAMPLES[rule];
  switch (f.kind) {
    case 'money':
      return '12.34';
    case 'number':
      return '7';
    case 'date':
      return '2024-03-01';
    case 'ref':
      return '1500000000000000001';
    default:
      return marker;
  }
}

/** The families of the given areas that have a list call. */
export function listedFamilies(areas: readonly string[]): ResourceDefinition[] {
  return RESOURCES.filter((d) => areas.includes(d.area) && listOperation(d));
}

/** Whether the simulator answers the call from the generic registry tables (not from a route of its own). */
function genericRoute(o: { method: string; path: string }): boolean {
  const url = new URL(o.path.replace(/\{(\w+)\}/g, 'x'), 'http://localhost');
  const first = ROUTES.find((r) => r.method === o.method.toLowerCase() && matchRequestUrl(url, r.path).matches);
  return first !== undefined && resourceRoutes.includes(first);
}

/** Whether the simulator answers the family's list from the generic registry tables (not from a route of its own). */
export const servedGenerically = (def: ResourceDefinition): boolean => genericRoute(listOperation(def)!);

/**
 * Whether the family's submit has a behaviour of its own in the simulator (a hand-entered flow moves its account's
 * money, services/mock/effects): the generic add/edit/delete walk does not apply; its own tests cover it.
 */
const ownSubmit = (def: ResourceDefinition): boolean => def.operations.submit !== undefined && !genericRoute(def.operations.submit);

const crud = (d: ResourceDefinition) =>
  Boolean((d.operations.submit || d.operations.save) && (d.operations.submit || d.operations.update) && d.operations.remove);

const main = () => document.querySelector('.resource-table .bp6-table-quadrant-main') as HTMLElement;
const bodyRowCount = () => main().querySelectorAll('.bp6-table-cell.bp6-table-cell-col-1').length;

/** Registers the suite of each family. */
export function describeFamilies(families: readonly ResourceDefinition[]): void {
  withTableSize();
  vi.setConfig({ testTimeout: 30_000 });
  let sim: Simulator = createSimulator({ storage: null });
  const node = startNodeSimulator(sim);
  afterAll(() => node.close());
  let app: RenderedScreen | null = null;
  beforeEach(() => {
    resetBrowserState();
    sim = createSimulator({ storage: null });
    node.server.resetHandlers(...sim.handlers);
  });
  afterEach(async () => {
    await app?.dispose();
    app = null;
  });

  const open = async (def: ResourceDefinition, allowEmpty = false) => {
    await signIn(sim);
    app = renderScreen(<ResourceListPage definition={def} />, def.route);
    if (allowEmpty) {
      await waitFor(
        () => expect(screen.queryByRole('region', { name: `${title(def)}列表` }) ?? screen.queryByText('暂无数据')).toBeTruthy(),
        { timeout: 8000 },
      );
      return;
    }
    await screen.findByRole('region', { name: `${title(def)}列表` }, { timeout: 8000 });
  };

  describe.each(families.map((d) => [d.key, d] as const))('%s', (key, def) => {
    const generic = servedGenerically(def);

    test('the list shows seeded rows under the declared columns', async () => {
      // a family served by a route of its own may have nothing for this user yet (a task list): it says so
      await open(def, !generic);
      if (!generic && !main()) {
        expect(screen.getByText('暂无数据')).toBeInTheDocument();
        expect(screen.getByText('共 0 条')).toBeInTheDocument();
        return;
      }
      const headers = [...main().querySelectorAll('.bp6-table-column-name-text')].map((h) => h.textContent);
      const visible = def.columns.filter((c) => !c.hidden).map((c) => label(c.labelKey));
      expect(headers).toEqual(expect.arrayContaining(['序号', ...visible]));
      const total = await screen.findByText(/^共 \d+ 条$/);
      const count = Number(/\d+/.exec(total.textContent ?? '')![0]);
      // the table draws the rows its viewport shows: at least ten (or all), never more than the page
      await waitFor(() => expect(bodyRowCount()).toBeGreaterThanOrEqual(Math.min(10, count)));
      expect(bodyRowCount()).toBeLessThanOrEqual(Math.min(def.pageSize ?? 10, count));
      if (generic) {
        // a main list of the registry tables: enough seeded rows to page
        expect(count).toBeGreaterThanOrEqual(35);
        expect(sim.db.resources[key]).toHaveLength(count);
      } else {
        expect(count).toBeGreaterThan(0);
      }
    });

    if (!crud(def)) return;

    const formRoute = def.formRoute;
    if (formRoute) {
      test("新增 and 编辑 open the family's own form page (its checks are not the generic editor's)", async () => {
        const user = userEvent.setup();
        await open(def);
        await waitFor(() => expect(bodyRowCount()).toBeGreaterThan(0));
        const allowed = resourceButtons(def, app!.actor.getSnapshot().context.profile?.buttons);
        expect(allowed.add && allowed.edit).toBe(true);
        const before = app!.location();
        await waitFor(() => expect([...main().querySelectorAll('button')].some((b) => b.textContent === '编辑')).toBe(true));
        await user.click([...main().querySelectorAll('button')].find((b) => b.textContent === '编辑')!);
        await waitFor(() => expect(app!.location()).not.toBe(before));
        // the edit page of one of the listed records, not a dialog
        expect(sim.db.resources[key]!.map((r) => fillRoute(formRoute.edit, r))).toContain(app!.location());
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        await user.click(await screen.findByRole('button', { name: '新增' }));
        await waitFor(() => expect(app!.location()).toBe(formRoute.add));
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });
      return;
    }

    test('add → 新增成功, edit → 更新成功, delete → 删除成功, each stored', async () => {
      const user = userEvent.setup();
      await open(def);
      await waitFor(() => expect(bodyRowCount()).toBeGreaterThan(0));
      // the buttons follow the signed-in administrator's permission map
      const allowed = resourceButtons(def, app!.actor.getSnapshot().context.profile?.buttons);
      expect(Boolean(screen.queryByRole('button', { name: '新增' }))).toBe(allowed.add);
      if (!allowed.add || !allowed.edit || !allowed.remove || ownSubmit(def)) return;
      const field = (dialog: HTMLElement, name: string) => dialog.querySelector(`[id="resource-${key}-${name}"]`) as HTMLElement;
      const marker = `测试${key.slice(0, 6)}`;
      const textField = def.formFields.find((f) => (f.kind === 'text' || f.kind === 'number') && !f.rules?.length && f.kind === 'text');

      // add
      await user.click(screen.getByRole('button', { name: '新增' }));
      const dialog = await screen.findByRole('dialog');
      for (const f of def.formFields) {
        if (!f.required && f !== textField) continue;
        const input = field(dialog, f.field);
        if (input.tagName === 'SELECT') {
          const options = [...(input as HTMLSelectElement).options].filter((o) => o.value !== '');
          await user.selectOptions(input, options[0]!.value);
        } else {
          await user.click(input);
          await user.paste(sample(f, marker));
        }
      }
      await user.click(within(dialog).getByRole('button', { name: '保存' }));
      expect(await screen.findByText('新增成功', {}, { timeout: 5000 })).toBeInTheDocument();
      const table = () => sim.db.resources[key] ?? [];
      // a family served by a route of its own keeps its own order and store: its suite checks the rest
      if (!generic) return;
      if (textField) expect(table().some((r) => r[textField.field] === marker)).toBe(true);
      expect(table()).toHaveLength(49);

      // edit the first row (the new one, newest first)
      await waitFor(() => expect([...main().querySelectorAll('button')].some((b) => b.textContent === '编辑')).toBe(true));
      const edit = [...main().querySelectorAll('button')].find((b) => b.textContent === '编辑')!;
      await user.click(edit);
      const form = await screen.findByRole('dialog');
      if (textField) {
        const input = await waitFor(() => {
          const found = field(form, textField.field);
          expect(found).not.toBeNull();
          return found;
        });
        await waitFor(() => expect(input).toHaveValue(marker));
        await user.clear(input);
        await user.paste(`${marker}改`);
      }
      await user.click(within(form).getByRole('button', { name: '保存' }));
      expect(await screen.findByText('更新成功', {}, { timeout: 5000 })).toBeInTheDocument();
      if (textField) expect(table().some((r) => r[textField.field] === `${marker}改`)).toBe(true);

      // delete it
      const id = String(table()[0]!.id);
      await user.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
      await user.click(screen.getByRole('button', { name: '删除' }));
      const alert = await screen.findByRole('alertdialog');
      expect(within(alert).getByText('确定将选择数据删除?')).toBeInTheDocument();
      await user.click(within(alert).getByRole('button', { name: '确定' }));
      expect(await screen.findByText('删除成功', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(table().some((r) => String(r.id) === id)).toBe(false);
      expect(table()).toHaveLength(48);
    });
  });
}
