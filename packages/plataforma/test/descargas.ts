// Component tests of every remote: the files a screen downloads (descargarArchivo/guardarArchivo click an anchor on a
// blob URL, which jsdom cannot follow).

/** From now until the test's spies are restored: the name of each file downloaded, in order. */
export function capturarDescargas(): string[] {
  const descargas: string[] = [];
  Object.assign(URL, { createObjectURL: () => 'blob:prueba', revokeObjectURL: () => undefined });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    descargas.push(this.download);
  });
  return descargas;
}
