/** Hands a file to the browser as a download (an object URL on a temporary link, released right after). */
export function guardarArchivo(contenido: Blob, nombre: string): void {
  const url = URL.createObjectURL(contenido);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  enlace.style.display = 'none';
  document.body.appendChild(enlace);
  enlace.click();
  enlace.remove();
  // Chromium reads the URL asynchronously after the click; release it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
