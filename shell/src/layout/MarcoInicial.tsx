/**
 * The signed-in frame that index.html paints before any script runs (shell/plantilla.html, `#marco-pintado`, styled
 * there): top bar, sidebar and the title of the screen asked for, which public/primer-pintado.js leaves on
 * `<html data-titulo>` (for the path in `data-titulo-de`: on any other path the frame goes without it). React shows
 * the same frame while the layout's code arrives and the session is confirmed, so a person who comes back with a
 * session sees frame → screen, not frame → spinner → screen. Assistive technology hears «Cargando...» only: the
 * screen's real heading comes with the screen.
 */
export function MarcoInicial() {
  const { titulo, tituloDe } = document.documentElement.dataset;
  const ruta = window.location.pathname.replace(/\/+$/, '') || '/dashboard';
  return (
    <div id="marco-pintado" role="status" aria-label="Cargando...">
      <div className="barra" aria-hidden="true">
        <span className="marca">Cartera</span>
      </div>
      <div className="cuerpo" aria-hidden="true">
        <div className="lateral" />
        <div className="contenido">{titulo && tituloDe === ruta && <h3 id="marco-titulo">{titulo}</h3>}</div>
      </div>
    </div>
  );
}
