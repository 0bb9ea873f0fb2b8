/** The BladeX answer envelope. */
export interface R<T> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

/** A BladeX page. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}
