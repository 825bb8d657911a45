export { DealRecords, type DealRecordPage, type DealRecordQuery } from './dealRecords';
