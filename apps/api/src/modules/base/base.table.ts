export interface HeartbeatsTable {
  day: string; // YYYY-MM-DD (UTC)
  host: string;
  count: number;
  last_at: string;
}
