// A sheet's busy state while it sends: its buttons stay disabled until the sending ends, whatever its outcome.
import { useState } from 'react';

export function useOcupado() {
  const [ocupado, setOcupado] = useState(false);
  /** Marks the sheet busy while `tarea` runs. */
  const mientras = (tarea: () => Promise<unknown>) => {
    setOcupado(true);
    void tarea().finally(() => setOcupado(false));
  };
  return { ocupado, mientras };
}
