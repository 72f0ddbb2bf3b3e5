// El grafo de los imports que recorre scripts/lib/imports-hacia-abajo.mjs (docs/decisiones/imports-hacia-abajo.md):
// componentes fuertemente conexas, ciclos entre las carpetas de api/src, imports que suben, pisos. Sin E/S.

const API = 'api/src/';

/** Las aristas `desde -> hacia` entre módulos resueltos a archivos del repositorio (sin node_modules). */
function aristasArchivos(modulos) {
  const aristas = new Map();
  for (const modulo of modulos) {
    if (modulo.coreModule || modulo.couldNotResolve || modulo.source.includes('node_modules')) continue;
    const destinos = new Set();
    for (const dependencia of modulo.dependencies) {
      const destino = dependencia.resolved;
      if (dependencia.couldNotResolve || dependencia.coreModule || destino.includes('node_modules')) continue;
      if (destino !== modulo.source) destinos.add(destino);
    }
    aristas.set(modulo.source, destinos);
  }
  for (const destinos of [...aristas.values()])
    for (const destino of destinos) if (!aristas.has(destino)) aristas.set(destino, new Set());
  return aristas;
}

/** La carpeta de api/src de un archivo (su primer segmento), o null fuera de api/src. */
export function carpetaApi(archivo) {
  return archivo.startsWith(API) ? archivo.slice(API.length).split('/')[0] : null;
}

/** El grafo de carpetas de api/src: carpeta -> carpetas que importa (sin ella misma). */
export function grafoCarpetasApi(modulos) {
  const grafo = new Map();
  for (const [desde, destinos] of aristasArchivos(modulos)) {
    const origen = carpetaApi(desde);
    if (origen === null) continue;
    if (!grafo.has(origen)) grafo.set(origen, new Set());
    for (const destino of destinos) {
      const carpeta = carpetaApi(destino);
      if (carpeta !== null && carpeta !== origen) grafo.get(origen).add(carpeta);
    }
  }
  return grafo;
}

/** Componentes fuertemente conexas (Tarjan), cada una ordenada; las de un solo nodo incluidas. */
export function componentes(grafo) {
  const indice = new Map();
  const bajo = new Map();
  const pila = [];
  const enPila = new Set();
  const resultado = [];
  let siguiente = 0;
  const visitar = (nodo) => {
    indice.set(nodo, siguiente);
    bajo.set(nodo, siguiente);
    siguiente += 1;
    pila.push(nodo);
    enPila.add(nodo);
    for (const vecino of grafo.get(nodo) ?? []) {
      if (!indice.has(vecino)) {
        visitar(vecino);
        bajo.set(nodo, Math.min(bajo.get(nodo), bajo.get(vecino)));
      } else if (enPila.has(vecino)) {
        bajo.set(nodo, Math.min(bajo.get(nodo), indice.get(vecino)));
      }
    }
    if (bajo.get(nodo) === indice.get(nodo)) {
      const componente = [];
      let miembro;
      do {
        miembro = pila.pop();
        enPila.delete(miembro);
        componente.push(miembro);
      } while (miembro !== nodo);
      resultado.push(componente.sort());
    }
  };
  for (const nodo of [...grafo.keys()].sort()) if (!indice.has(nodo)) visitar(nodo);
  return resultado;
}

/** Los ciclos de un grafo: sus componentes de más de un nodo, las aristas dentro de ellas y los pares que se importan. */
export function ciclos(grafo) {
  const grupos = componentes(grafo).filter((c) => c.length > 1);
  const grupoDe = new Map(grupos.flatMap((grupo, i) => grupo.map((nodo) => [nodo, i])));
  const aristas = [];
  const pares = [];
  for (const [desde, destinos] of grafo) {
    for (const hacia of destinos) {
      if (grupoDe.has(desde) && grupoDe.get(desde) === grupoDe.get(hacia))
        aristas.push(`${desde} -> ${hacia}`);
      if (desde < hacia && grafo.get(hacia)?.has(desde)) pares.push(`${desde} <-> ${hacia}`);
    }
  }
  return { grupos: grupos.sort((a, b) => b.length - a.length), aristas: aristas.sort(), pares: pares.sort() };
}

/**
 * Cuántos imports suben dentro de un ciclo: los que van contra un orden de los nodos elegido para que sean pocos
 * (Eades, Lin y Smyth: primero quita sumideros y fuentes; si no hay, el nodo con más salidas que entradas).
 */
export function importsQueSuben(grafo, grupo) {
  const miembros = new Set(grupo);
  const salidas = new Map(
    grupo.map((n) => [n, new Set([...(grafo.get(n) ?? [])].filter((d) => miembros.has(d)))]),
  );
  const entradas = new Map(grupo.map((n) => [n, new Set()]));
  for (const [n, destinos] of salidas) for (const d of destinos) entradas.get(d).add(n);
  const inicio = [];
  const fin = [];
  const quitar = (n) => {
    for (const d of salidas.get(n)) entradas.get(d).delete(n);
    for (const o of entradas.get(n)) salidas.get(o).delete(n);
    salidas.delete(n);
    entradas.delete(n);
  };
  while (salidas.size > 0) {
    let cambio = true;
    while (cambio) {
      cambio = false;
      for (const n of [...salidas.keys()]) {
        if (!salidas.has(n)) continue;
        const sumidero = salidas.get(n).size === 0;
        if (!sumidero && entradas.get(n).size > 0) continue;
        if (sumidero) fin.unshift(n);
        else inicio.push(n);
        quitar(n);
        cambio = true;
      }
    }
    if (salidas.size === 0) break;
    const [elegido] = [...salidas.keys()].sort(
      (a, b) => salidas.get(b).size - entradas.get(b).size - (salidas.get(a).size - entradas.get(a).size),
    );
    inicio.push(elegido);
    quitar(elegido);
  }
  const posicion = new Map([...inicio, ...fin].map((n, i) => [n, i]));
  let suben = 0;
  for (const n of grupo)
    for (const d of grafo.get(n) ?? []) if (miembros.has(d) && posicion.get(d) < posicion.get(n)) suben += 1;
  return suben;
}

/** Los pisos del árbol: el camino más largo entre sus componentes (un ciclo cuenta como un piso). */
function pisos(grafo, grupos) {
  const grupoDe = new Map();
  grupos.forEach((grupo, i) => grupo.forEach((n) => grupoDe.set(n, i)));
  const memoria = new Map();
  // Tarjan devuelve las componentes en orden inverso al topológico: las de abajo primero.
  grupos.forEach((grupo, i) => {
    let altura = 0;
    for (const n of grupo) {
      for (const d of grafo.get(n) ?? []) {
        const j = grupoDe.get(d);
        if (j !== i) altura = Math.max(altura, memoria.get(j) ?? 0);
      }
    }
    memoria.set(i, altura + 1);
  });
  return Math.max(0, ...memoria.values());
}

/** La medida del árbol (docs/decisiones/imports-hacia-abajo.md). */
export function medir(modulos) {
  const archivos = aristasArchivos(modulos);
  const todas = componentes(archivos);
  const ciclosArbol = todas.filter((c) => c.length > 1).sort((a, b) => b.length - a.length);
  const dominio = new Map(
    [...archivos]
      .filter(([n]) => n.startsWith('packages/dominio/src/'))
      .map(([n, d]) => [n, new Set([...d].filter((x) => x.startsWith('packages/dominio/src/')))]),
  );
  return {
    api: ciclos(grafoCarpetasApi(modulos)),
    dominio: ciclos(dominio).grupos,
    arbol: {
      archivos: archivos.size,
      pisos: pisos(archivos, todas),
      ciclos: ciclosArbol,
      suben: ciclosArbol.reduce((total, grupo) => total + importsQueSuben(archivos, grupo), 0),
    },
  };
}

/** Lo nuevo (en un ciclo y no en la lista: falla) y lo que sobra en la lista (ya no está en un ciclo: quitarlo). */
export function compararConBase(aristas, base) {
  const conocidas = new Set(base);
  const actuales = new Set(aristas);
  return { nuevas: aristas.filter((a) => !conocidas.has(a)), sobran: base.filter((a) => !actuales.has(a)) };
}
