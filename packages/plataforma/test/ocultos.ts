import { configure } from '@testing-library/react';

/**
 * Queries of this file's tests also find elements antd keeps hidden while its overlays animate (jsdom never ends the
 * animation). Scoped to the file: `npm test` runs component test files in groups that share one Testing Library
 * (api/test/support/grupos.cjs), where a `configure` at module level reaches every file of the group — a table's
 * hidden measure row then counts as one more row in another screen's test.
 */
export function buscarTambienOcultos(): void {
  beforeAll(() => configure({ defaultHidden: true }));
  afterAll(() => configure({ defaultHidden: false }));
}
