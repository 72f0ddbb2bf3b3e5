import { useEffect, useRef, type ReactNode } from 'react';

/** A bottom sheet (the native <dialog>, modal): its title, a 'Cerrar' button and its content. */
export function Dialogo({
  titulo,
  onCerrar,
  children,
}: {
  titulo: string;
  onCerrar: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialogo = ref.current;
    if (dialogo && !dialogo.open) dialogo.showModal?.();
  }, []);
  return (
    <dialog ref={ref} className="mr-hoja" aria-label={titulo} onCancel={onCerrar} onClose={onCerrar}>
      <div className="mr-hoja-cabeza">
        <h2>{titulo}</h2>
        <button type="button" className="mr-boton mr-boton-sec" onClick={onCerrar}>
          Cerrar
        </button>
      </div>
      {children}
    </dialog>
  );
}
