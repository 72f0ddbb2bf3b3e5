import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { NombreRemoto, SegmentoDe } from './pantallas';

/** What a remote exposes as `./routes`: one component per top-level path segment. */
export type RutasRemoto = Record<string, ComponentType>;

/** The pages of one segment by their path under it (`'/'`: the segment itself, `':id/plan'`). */
export type PaginasDelSegmento = Readonly<Record<string, ComponentType>>;

/**
 * A remote's `./routes` from its pages: for each segment the registry of screens gives remote `M` (and no other: a
 * screen added to the registry fails the type check until the remote draws it), a component that draws its pages
 * relative to where the shell mounts it (`/<segmento>/*`) and sends any other path back to the segment.
 */
export function rutasDelRemoto<M extends NombreRemoto>(segmentos: Record<SegmentoDe<M>, PaginasDelSegmento>): RutasRemoto {
  return Object.fromEntries(
    Object.entries<PaginasDelSegmento>(segmentos).map(([segmento, paginas]) => [
      segmento,
      rutasDelSegmento(segmento, paginas),
    ]),
  );
}

function rutasDelSegmento(segmento: string, paginas: PaginasDelSegmento): ComponentType {
  return function Segmento() {
    return (
      <Routes>
        {Object.entries(paginas).map(([ruta, Pagina]) =>
          ruta === '/' ? (
            <Route key={ruta} index element={<Pagina />} />
          ) : (
            <Route key={ruta} path={ruta} element={<Pagina />} />
          ),
        )}
        <Route path="*" element={<Navigate to={`/${segmento}`} replace />} />
      </Routes>
    );
  };
}
