import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminPanelLink } from './admin-panel-link';
import { DeployWatch } from './deploy-watch';

// decisions/030: what the server renders is the same for owners and shoppers, so the HTML cache
// can never hand the Admin Panel link (or an empty live region) to anybody.
describe('owner-only and polling parts of the shell', () => {
  it('render nothing on the server', () => {
    expect(renderToString(<AdminPanelLink />)).toBe('');
    const Stub = createRoutesStub([{ path: '/', Component: DeployWatch }]);
    expect(renderToString(<Stub initialEntries={['/']} />)).toBe('');
  });
});
