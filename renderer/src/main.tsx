import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import './styles.css';
import { FocusStyleManager, OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { createBridge } from './bridge';
import { BridgeProvider } from './bridge/context';
import { bootSession } from './session/actions';
import { setUpIcons } from './shell/icons';
import { createAppStore } from './store';

// Focus rings for keyboard users only.
FocusStyleManager.onlyShowFocusOnTabs();

const bridge = createBridge();
const store = createAppStore(bridge);
// The session check (and a module's code and first read) now, not after the icons and the first render.
void store.dispatch(bootSession(window.location.pathname));

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

function render(root: HTMLElement): void {
  createRoot(root).render(
  <StrictMode>
    <BridgeProvider bridge={bridge}>
      <Provider store={store}>
        {/* BlueprintProvider minus its HotkeysProvider: no screen uses hotkeys, so its code stays out. */}
        <PortalProvider>
          <OverlaysProvider>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </OverlaysProvider>
        </PortalProvider>
      </Provider>
    </BridgeProvider>
  </StrictMode>,
  );
}

// Icons first (bundled, no network), so the first paint has them; render regardless of the outcome.
void setUpIcons()
  .catch((error: unknown) => console.error('[icons] setup failed', error))
  .finally(() => render(container));
