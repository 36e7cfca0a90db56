/**
 * SVG -> PNG without a display server or a browser: resvg (Rust, prebuilt for x64 and
 * arm64 Linux) with the system fonts. Imported lazily, so other commands never load it.
 */
export async function svgToPng(svg: string, scale = 2): Promise<Buffer> {
  const { Resvg } = await import('@resvg/resvg-js');
  const renderer = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
    background: '#ffffff',
  });
  return renderer.render().asPng();
}
