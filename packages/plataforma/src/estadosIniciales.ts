// The platform's module state that can go back to how it started: every zustand store of the kit is made with this
// `create` (zustand's, which also keeps the store's first state), and a module with state of its own outside a store
// registers how to forget it. The component tests that run in groups sharing one module registry
// (docs/decisiones/tiempo-de-las-pruebas.md) call `restablecerEstadosIniciales()` after each file, so a toast, a
// preference or a session left by one file is not there for the next one, as in a registry of its own.
import { create as crearDeZustand, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';

const reinicios: Array<() => void> = [];

/** zustand's `create<T>()(inicializador)`, and the store's first state is kept to go back to. */
export function create<T>(): (inicializador: StateCreator<T, [], []>) => UseBoundStore<StoreApi<T>> {
  return (inicializador) => {
    const store = crearDeZustand<T>()(inicializador);
    const inicial = store.getState();
    reinicios.push(() => store.setState(inicial, true));
    return store;
  };
}

/** How a module forgets state it keeps outside a store (pending timers, caches), run with the stores' reset. */
export function registrarReinicio(reiniciar: () => void): void {
  reinicios.push(reiniciar);
}

/** Every store of the kit back to its first state, and every registered reset run, in the order they were made. */
export function restablecerEstadosIniciales(): void {
  for (const reiniciar of reinicios) reiniciar();
}
