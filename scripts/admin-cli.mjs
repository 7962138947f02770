// `npm run admin -- <command>`: the owner's order work over the shop's admin API (scripts/admin.mjs
// runs it). Pure: turns argv into one HTTP request, and an answer into lines to print.

export const USAGE = `Usage: npm run admin -- <command> [options]
  (SHOP_URL, default http://localhost:3000, and ADMIN_TOKEN come from the environment)

  orders [--status s] [--page n]           list orders, newest first
  order <id|order_no>                      one order, its shipment and scans
  confirm <id>                             placed -> confirmed
  pack <id>                                confirmed -> packed
  ship <id> --waybill W --courier C        packed -> shipped
  scan <waybill> --status "In transit" [--location L] [--note N] [--at ISO-date]
  out-for-delivery <id>                    shipped -> out for delivery
  deliver <id>                             -> delivered (cash on delivery becomes paid)
  cancel <id> [--note N]                   placed|confirmed|packed -> cancelled (stock back)
  refund-approve <id> [--note N]           refund requested -> refunded
  refund-reject <id> --note N              refund requested -> delivered, with why
  refund <id> [--reference R] [--note N]   record money sent back: a cancelled paid order
                                           (refund due -> refunded) or a second payment
  help                                     this text`;

const MOVES = {
  confirm: 'confirmed',
  pack: 'packed',
  ship: 'shipped',
  'out-for-delivery': 'out_for_delivery',
  deliver: 'delivered',
  cancel: 'cancelled',
  'refund-approve': 'refunded',
  'refund-reject': 'delivered',
};

/** `--name value` and `--name=value` options, and the positional words. */
function split(args) {
  const positional = [];
  const options = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq > 0) options[arg.slice(2, eq)] = arg.slice(eq + 1);
    else if (i + 1 < args.length && !args[i + 1].startsWith('--')) options[arg.slice(2)] = args[++i];
    else throw new Error(`${arg} needs a value`);
  }
  return { positional, options };
}

const need = (value, what) => {
  if (!value) throw new Error(`Missing ${what}. Run: npm run admin -- help`);
  return value;
};

/**
 * The request a command makes: `{ method, path, body? }`, or `{ help: true }`. Throws an Error
 * whose message is what the owner should read for a command that cannot be run.
 */
export function parseCommand(argv) {
  const { positional, options } = split(argv);
  const [command, target] = positional;
  if (!command || command === 'help' || options.help !== undefined) return { help: true };
  const allowed = (...names) => {
    const extra = Object.keys(options).filter((k) => !names.includes(k));
    if (extra.length) throw new Error(`Unknown option --${extra[0]} for ${command}`);
  };
  const id = () => encodeURIComponent(need(target, 'the order id or number'));
  if (command === 'orders') {
    allowed('status', 'page');
    const query = new URLSearchParams();
    if (options.status) query.set('status', options.status);
    if (options.page) query.set('page', options.page);
    return { method: 'GET', path: `/api/admin/orders${query.size ? `?${query}` : ''}` };
  }
  if (command === 'order') {
    allowed();
    return { method: 'GET', path: `/api/admin/orders/${id()}` };
  }
  if (command === 'scan') {
    allowed('status', 'location', 'note', 'at');
    const body = { status: need(options.status, '--status') };
    if (options.location) body.location = options.location;
    if (options.note) body.note = options.note;
    if (options.at) body.scanned_at = options.at;
    return { method: 'POST', path: `/api/admin/shipments/${encodeURIComponent(need(target, 'the waybill'))}/scans`, body };
  }
  if (command === 'refund') {
    allowed('reference', 'note');
    const body = {};
    if (options.reference) body.reference = options.reference;
    if (options.note) body.note = options.note;
    return { method: 'POST', path: `/api/admin/orders/${id()}/refund`, body };
  }
  const to = MOVES[command];
  if (!to) throw new Error(`Unknown command ${command}. Run: npm run admin -- help`);
  const body = { to };
  if (command === 'ship') {
    allowed('waybill', 'courier', 'note');
    body.waybill = need(options.waybill, '--waybill');
    body.courier = need(options.courier, '--courier');
  } else {
    allowed('note');
  }
  if (command === 'refund-reject') need(options.note, '--note (why the refund is refused)');
  if (options.note) body.note = options.note;
  return { method: 'POST', path: `/api/admin/orders/${id()}/status`, body };
}

/** What to print for an answer's data: an order list as rows, anything else as JSON. */
export function formatData(data) {
  if (data && Array.isArray(data.orders)) {
    const rows = data.orders.map((o) =>
      [
        o.order_no,
        o.status.padEnd(16),
        `${(o.grand_total.amount / 100).toFixed(2)} ${o.grand_total.currency}`.padStart(14),
        o.payment_status.padEnd(10), // 'refund_due' is the longest
        o.created_at,
        o.order_id,
      ].join('  '),
    );
    return [...rows, `page ${data.page}, ${data.orders.length} of ${data.total}${data.has_more ? ' (more: --page)' : ''}`].join('\n');
  }
  return JSON.stringify(data, null, 2);
}
