import { useEffect, useState } from 'react';

/** `valor` once it has stopped changing for `ms` milliseconds (search as you type without a call per key). */
export function useDemora<T>(valor: T, ms: number): T {
  const [demorado, setDemorado] = useState(valor);
  useEffect(() => {
    const temporizador = setTimeout(() => setDemorado(valor), ms);
    return () => clearTimeout(temporizador);
  }, [valor, ms]);
  return demorado;
}
