import PDFDocument from 'pdfkit';
import type { InvoiceTax } from './invoice-tax.ts';

// Draws an order's invoice as a PDF (docs/decisions/015-invoices.md). Only the PDF standard fonts
// are used, so nothing is embedded and the file stays a few KB: they cannot draw ₹, so amounts are
// printed with the currency's ISO code ("INR 1,299.00") and any text they cannot draw is replaced.

export interface InvoiceLine {
  name: string;
  /** "Colour: Teal, Size: L" and the shopper's custom text, if any. */
  details: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface InvoiceContent {
  shop: { name: string; lines: string[] };
  invoiceNo: string;
  invoiceDate: string;
  orderNo: string;
  billTo: string[];
  shipTo: string[];
  placeOfSupply: string;
  currency: string;
  lines: InvoiceLine[];
  subTotal: number;
  discount: number;
  couponCode: string | null;
  shipping: number;
  shippingMethod: string | null;
  grandTotal: number;
  tax: InvoiceTax;
  intraState: boolean;
  payment: { method: string; status: string };
}

const MARGIN = 48;
const GREY = '#555555';

// WinAnsi, the standard fonts' encoding: Latin-1 plus the typographic marks below.
const DRAWABLE = /[^\n\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2122]/g;

/** Text the standard fonts can draw: ₹ as "Rs.", other characters they lack as "?". */
export function drawable(text: string): string {
  return text.replace(/₹\s?/g, 'Rs. ').replace(DRAWABLE, '?');
}

const numberFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Minor units as "1,29,900.00" (Indian digit grouping, always two decimals as invoices print). */
export const amount = (minor: number) => numberFormat.format(minor / 100);
const percent = (bps: number) => `${Number((bps / 100).toFixed(2))}%`;

// The table's columns: x offset from the margin, width, alignment.
const COLUMNS = [
  { title: '#', width: 18, align: 'left' },
  { title: 'Item', width: 171, align: 'left' },
  { title: 'Qty', width: 28, align: 'right' },
  { title: 'Unit price', width: 58, align: 'right' },
  { title: 'Discount', width: 50, align: 'right' },
  { title: 'Taxable value', width: 62, align: 'right' },
  { title: 'Tax', width: 50, align: 'right' },
  { title: 'Amount', width: 62, align: 'right' },
] as const;
const TABLE_WIDTH = COLUMNS.reduce((a, c) => a + c.width, 0);

type Doc = InstanceType<typeof PDFDocument>;

function rowHeight(doc: Doc, cells: string[]): number {
  doc.font('Helvetica').fontSize(8.5);
  return Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: COLUMNS[i]!.width - 4 }))) + 7;
}

function drawRow(doc: Doc, cells: string[], y: number, bold = false): number {
  const height = rowHeight(doc, cells);
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8.5)
    .fillColor('black');
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const { width, align } = COLUMNS[i]!;
    doc.text(cell, x + 2, y, { width: width - 4, align });
    x += width;
  });
  const bottom = y + height - 3;
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(MARGIN + TABLE_WIDTH, bottom)
    .lineWidth(0.5)
    .strokeColor('#cccccc')
    .stroke();
  return y + height;
}

/** The shop on the left, the invoice's numbers on the right; answers where the taller side ends. */
function drawHeader(doc: Doc, c: InvoiceContent): number {
  doc.font('Helvetica-Bold').fontSize(16).text(drawable(c.shop.name), MARGIN, MARGIN, { width: 300 });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  for (const line of c.shop.lines) doc.text(drawable(line), { width: 300 });
  const shopBottom = doc.y;
  const right = { width: 200, align: 'right' as const };
  doc.fillColor('black').font('Helvetica-Bold').fontSize(14).text('TAX INVOICE', 347, MARGIN, right);
  doc.font('Helvetica').fontSize(9);
  for (const line of [`Invoice no. ${c.invoiceNo}`, `Invoice date ${c.invoiceDate}`, `Order no. ${c.orderNo}`]) doc.text(line, right);
  return Math.max(shopBottom, doc.y);
}

function drawAddresses(doc: Doc, c: InvoiceContent, top: number): number {
  const block = (title: string, lines: string[], x: number) => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor('black').text(title, x, top, { width: 240 });
    doc.font('Helvetica').fillColor(GREY);
    for (const line of lines) doc.text(drawable(line), { width: 240 });
    return doc.y;
  };
  const bottom = Math.max(block('Bill to', c.billTo, MARGIN), block('Ship to', c.shipTo, MARGIN + 260));
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GREY)
    .text(`Place of supply: ${drawable(c.placeOfSupply)}`, MARGIN, bottom + 8);
  return doc.y + 14;
}

function drawLines(doc: Doc, c: InvoiceContent, top: number): number {
  const pageBottom = doc.page.height - MARGIN;
  let y = drawRow(
    doc,
    COLUMNS.map((col) => col.title),
    top,
    true,
  );
  const rows = c.lines.map((line, i) => {
    const taxed = c.tax.lines[i]!;
    const item = drawable(line.details ? `${line.name}\n${line.details}` : line.name);
    return [
      String(i + 1),
      item,
      String(line.quantity),
      amount(line.unitPrice),
      amount(taxed.discount),
      amount(taxed.taxable),
      amount(taxed.tax),
      amount(taxed.gross),
    ];
  });
  if (c.shipping > 0) {
    const s = c.tax.shipping;
    rows.push(['', drawable(`Shipping${c.shippingMethod ? ` (${c.shippingMethod})` : ''}`), '', '', '', amount(s.taxable), amount(s.tax), amount(s.gross)]);
  }
  for (const row of rows) {
    if (y + rowHeight(doc, row) > pageBottom) {
      doc.addPage();
      y = drawRow(
        doc,
        COLUMNS.map((col) => col.title),
        MARGIN,
        true,
      );
    }
    y = drawRow(doc, row, y);
  }
  return y + 8;
}

function drawTotals(doc: Doc, c: InvoiceContent, top: number): void {
  const { tax } = c;
  const rows: [string, string, boolean?][] = [
    ['Sub total', amount(c.subTotal)],
    ...(c.discount > 0 ? [[`Discount${c.couponCode ? ` (coupon ${c.couponCode})` : ''}`, `- ${amount(c.discount)}`] as [string, string]] : []),
    ['Shipping', amount(c.shipping)],
    [`Grand total (${c.currency})`, `${c.currency} ${amount(c.grandTotal)}`, true],
    ['Taxable value', amount(tax.taxable)],
    ...((c.intraState
      ? [
          [`CGST @ ${percent(tax.rateBps / 2)}`, amount(tax.cgst)],
          [`SGST @ ${percent(tax.rateBps / 2)}`, amount(tax.sgst)],
        ]
      : [[`IGST @ ${percent(tax.rateBps)}`, amount(tax.igst)]]) as [string, string][]),
    ['Total tax (included in the prices above)', amount(tax.tax)],
  ];
  if (top + rows.length * 14 + 60 > doc.page.height - MARGIN) {
    doc.addPage();
    top = MARGIN;
  }
  let y = top;
  for (const [label, value, bold] of rows) {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor('black');
    doc.text(drawable(label), MARGIN + 200, y, { width: 200, align: 'right' });
    doc.text(value, MARGIN + 400, y, { width: TABLE_WIDTH - 400, align: 'right' });
    y += 14;
  }
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  doc.text(drawable(`Payment: ${c.payment.method} (${c.payment.status})`), MARGIN, y + 10, { width: TABLE_WIDTH });
  doc.text(`All amounts in ${c.currency}. Prices include tax.`, { width: TABLE_WIDTH });
  doc.text('This is a computer-generated invoice and needs no signature.', { width: TABLE_WIDTH });
}

/** The invoice as PDF bytes. */
export function drawInvoicePdf(c: InvoiceContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Invoice ${c.invoiceNo}`, Author: drawable(c.shop.name), Subject: `Order ${c.orderNo}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const linesTop = drawAddresses(doc, c, drawHeader(doc, c) + 16);
  drawTotals(doc, c, drawLines(doc, c, linesTop));
  doc.end();
  return done;
}
