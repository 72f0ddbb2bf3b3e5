// The platform's module state that can go back to how it started: every zustand store of the kit is made with this
// `create` (zustand's, which also keeps the store's first state), and a module with state of its own outside a store
// registers how to forget it. The component tests that run in groups sharing one module registry
// (docs/decisiones/tiempo-de-las-pruebas.md) call `restablecerEstadosIniciales()` after each file, so a toast, a
// preference or a session left by one file is not there for the next one, as in a registry of its own.
import { create as crearDeZustand, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';
import { registrarReinicio } from './reinicios';

export { registrarReinicio, restablecerEstadosIniciales } from './reinicios';

/** zustand's `create<T>()(inicializador)`, and the store's first state is kept to go back to. */
export function create<T>(): (inicializador: StateCreator<T, [], []>) => UseBoundStore<StoreApi<T>> {
  return (inicializador) => {
    const store = crearDeZustand<T>()(inicializador);
    const inicial = store.getState();
    registrarReinicio(() => store.setState(inicial, true));
    return store;
  };
}
