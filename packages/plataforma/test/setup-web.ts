// jsdom setup for the "web" jest project: DOM matchers plus the browser APIs antd expects and jsdom lacks.
import '@testing-library/jest-dom';
import { runInThisContext } from 'node:vm';
import * as React from 'react';
import { configure, getConfig } from '@testing-library/react';
import { defaultConfig } from 'antd/lib/theme/context';
import { olvidarConsultasGuardadas } from '../src/consultasGuardadas';
import { useConfirmaciones } from '../src/confirmar';

// The waits of every component test, here and nowhere else (scripts/arnes.test.mjs keeps it so): antd under jsdom
// on a busy 2-core machine can take seconds to draw a screen, and a wait only costs time when a test is failing.
//
// A failing query inside waitFor or findBy* is tried again on each change of the DOM until it passes, and only the
// last error is shown. Testing Library printed the whole DOM into the message of every failed try (≈ 3 % of the CPU
// of a screen test): it is printed when the message is first read, which is when waitFor gives up.
const errorDeElemento = getConfig().getElementError;
configure({
  asyncUtilTimeout: 20_000,
  getElementError: (mensaje, contenedor) => {
    if (Reflect.get(getConfig(), '_disableExpensiveErrorDiagnostics') !== true) return errorDeElemento(mensaje, contenedor);
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let completo: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () => (completo ??= errorDeElemento(mensaje, contenedor).message),
    });
    return error;
  },
});
jest.setTimeout(120_000);

// jsdom has no fetch API. Node's own (undici) classes are taken from the host realm so ky can build requests.
// AbortController/AbortSignal come along because Node's Request only accepts its own signals.
const anfitrion = runInThisContext('globalThis') as typeof globalThis;
for (const nombre of [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
] as const) {
  Object.defineProperty(globalThis, nombre, { value: anfitrion[nombre], configurable: true, writable: true });
}

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has no MessageChannel; antd's form and select use one only to defer work to a macrotask.
// Node's own ports would keep jest's workers alive, so this one delivers through setTimeout.
type OyenteMensaje = ((evento: MessageEvent) => void) | null;
class PuertoJsdom {
  onmessage: OyenteMensaje = null;
  destino: PuertoJsdom | null = null;
  postMessage(data: unknown): void {
    const destino = this.destino;
    setTimeout(() => destino?.onmessage?.(new MessageEvent('message', { data })), 0);
  }
  start(): void {}
  close(): void {
    this.onmessage = null;
  }
  addEventListener(): void {}
  removeEventListener(): void {}
}
class MessageChannelJsdom {
  readonly port1 = new PuertoJsdom();
  readonly port2 = new PuertoJsdom();
  constructor() {
    this.port1.destino = this.port2;
    this.port2.destino = this.port1;
  }
}
if (!('MessageChannel' in globalThis)) {
  Object.defineProperty(globalThis, 'MessageChannel', {
    configurable: true,
    writable: true,
    value: MessageChannelJsdom,
  });
}

class ResizeObserverJsdom {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: ResizeObserverJsdom,
  });
}

// antd measures scrollbars through getComputedStyle with a pseudo element, which jsdom does not implement.
const getComputedStyleOriginal = window.getComputedStyle.bind(window);
window.getComputedStyle = (elemento: Element, _pseudo?: string | null) => getComputedStyleOriginal(elemento);

afterEach(() => {
  window.localStorage.clear();
});

// antd writes its CSS-in-JS rules into <head> (@rc-component/util finds it with querySelector('head')). jsdom
// matches every rule of every sheet on each getComputedStyle call (antd's positioning, user-event, toBeVisible), so a
// test with a few modals spent most of its time in selector matching. jsdom does no layout, so those rules only
// mattered for `display`/`visibility`: they go to a detached container instead.
const estilosAntd = document.createElement('div');
const querySelectorOriginal = document.querySelector.bind(document);
document.querySelector = ((selector: string) =>
  selector === 'head' ? estilosAntd : querySelectorOriginal(selector)) as typeof document.querySelector;

// Nor does antd generate those rules: a screen under test draws with `zeroRuntime`, as the portal does
// (ProveedorCartera), which the tests do not wrap around each screen. antd's theme context starts from this object
// when no ConfigProvider sets one, and the class names stay the same. Generating, serializing and inserting each
// component's CSS was ≈ 10 % of the CPU of a component test (docs/decisiones/tiempo-de-las-pruebas-de-componentes.md).
Object.assign(defaultConfig, { zeroRuntime: true });

// React in development captures a stack trace (an `Error`) for each element it creates, up to 10.000 per render, only
// to name the owner in its warnings. Under antd that was the single largest cost of a component test (≈ 7 % of the
// CPU and its garbage): the counter stays at its limit, so the warnings still come, without the owner's stack.
const internosReact = (React as unknown as Record<string, object>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
Object.defineProperty(internosReact, 'recentlyCreatedOwnerStacks', {
  configurable: true,
  get: () => 10_000,
  set: () => undefined,
});

// Each test starts with no kept answers (useConsulta's `guardarComo`): a screen of one test never draws what the
// server answered in another.
beforeEach(() => olvidarConsultasGuardadas());

// Nor with a question another test left unanswered (confirmar.ts): it would show in this test's dialog.
afterEach(() => useConfirmaciones.setState({ pendientes: [] }));
