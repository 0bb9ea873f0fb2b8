/**
 * Believable values of the simulated world, drawn from a seeded zh_CN generator (@faker-js/faker): people, companies,
 * fleets, stations, addresses, mobile and landline numbers, licence plates, card numbers with a valid Luhn digit,
 * 18-digit ID numbers and unified social credit codes with valid check characters. One generator per table, seeded
 * from the world's seed and the table's key, so tables stay independent and the same seed gives the same world.
 */
import { Faker, base, zh_CN } from '@faker-js/faker';
import { withCheckDigit } from '@/lib/card-number';
import { idCheckChar } from '@/lib/id-card';

/** A number from a string, for per-table seeds. */
export function hashText(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** The generator of one table: the same world seed and key give the same sequence of values. */
export function worldFaker(seed: number, key: string): Faker {
  return new Faker({ locale: [zh_CN, base], seed: (seed ^ hashText(key)) >>> 0 });
}

/** Cities with their provinces (the generator's city list; municipalities are their own province). */
const PROVINCE_OF: Readonly<Record<string, string>> = {
  北京: '北京市',
  上海: '上海市',
  天津: '天津市',
  重庆: '重庆市',
  广州: '广东省',
  深圳: '广东省',
  成都: '四川省',
  杭州: '浙江省',
  南京: '江苏省',
  武汉: '湖北省',
  西安: '陕西省',
  苏州: '江苏省',
  青岛: '山东省',
  宁波: '浙江省',
  郑州: '河南省',
  长沙: '湖南省',
  合肥: '安徽省',
  福州: '福建省',
  厦门: '福建省',
  大连: '辽宁省',
  沈阳: '辽宁省',
  济南: '山东省',
  哈尔滨: '黑龙江省',
  长春: '吉林省',
  昆明: '云南省',
  南昌: '江西省',
  石家庄: '河北省',
  太原: '山西省',
  贵阳: '贵州省',
  兰州: '甘肃省',
  海口: '海南省',
  乌鲁木齐: '新疆维吾尔自治区',
  呼和浩特: '内蒙古自治区',
  南宁: '广西壮族自治区',
  拉萨: '西藏自治区',
  银川: '宁夏回族自治区',
  西宁: '青海省',
};

/** Plate prefixes (province abbreviation and city letter) of the cities above. */
const PLATE_OF: Readonly<Record<string, string>> = {
  北京: '京A',
  上海: '沪A',
  天津: '津A',
  重庆: '渝A',
  广州: '粤A',
  深圳: '粤B',
  成都: '川A',
  杭州: '浙A',
  南京: '苏A',
  武汉: '鄂A',
  西安: '陕A',
  苏州: '苏E',
  青岛: '鲁B',
  宁波: '浙B',
  郑州: '豫A',
  长沙: '湘A',
  合肥: '皖A',
  福州: '闽A',
  厦门: '闽D',
  大连: '辽B',
  沈阳: '辽A',
  济南: '鲁A',
  哈尔滨: '黑A',
  长春: '吉A',
  昆明: '云A',
  南昌: '赣A',
  石家庄: '冀A',
  太原: '晋A',
  贵阳: '贵A',
  兰州: '甘A',
  海口: '琼A',
  乌鲁木齐: '新A',
  呼和浩特: '蒙A',
  南宁: '桂A',
  拉萨: '藏A',
  银川: '宁A',
  西宁: '青A',
};

/** Administrative division codes (first six digits of an ID number) of the cities above. */
const DIVISION_OF: Readonly<Record<string, string>> = {
  北京: '110105',
  上海: '310104',
  天津: '120101',
  重庆: '500103',
  广州: '440106',
  深圳: '440305',
  成都: '510107',
  杭州: '330106',
  南京: '320102',
  武汉: '420106',
  西安: '610113',
  郑州: '410105',
  济南: '370102',
  石家庄: '130102',
  长沙: '430104',
  合肥: '340104',
};

const BANKS = ['中国工商银行', '中国建设银行', '中国农业银行', '中国银行', '交通银行', '招商银行', '兴业银行', '中信银行'];
const STATION_BRANDS = ['中国石化', '中国石油', '壳牌', '中海油', '道达尔'];
const FLEET_TRADES = ['物流', '运输', '冷链', '快运', '货运', '城配', '客运', '危化品运输'];
const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A real city of the generator's list (without 市). */
export const city = (f: Faker): string => f.helpers.arrayElement(Object.keys(PROVINCE_OF));
export const provinceOf = (cityName: string): string => PROVINCE_OF[cityName] ?? '北京市';

export const personName = (f: Faker): string => `${f.person.lastName()}${f.person.firstName()}`;

/** A mobile number (11 digits, 13x-19x). */
export const mobile = (f: Faker): string => `1${f.helpers.arrayElement(['3', '5', '7', '8', '9'])}${f.string.numeric(9)}`;

/** A landline with its area code. */
export const landline = (f: Faker): string =>
  `0${f.string.numeric({ length: 2, allowLeadingZeros: false })}-${f.string.numeric({ length: 8, allowLeadingZeros: false })}`;

export const street = (f: Faker): string => f.location.streetAddress();

/** A full address in a city: province, city, street and number. */
export function addressIn(f: Faker, cityName = city(f)): string {
  const province = provinceOf(cityName);
  return `${province === `${cityName}市` ? '' : province}${cityName}市${street(f)}`;
}

/** A company name: a city or province, a trade, a legal form. */
export const companyName = (f: Faker): string =>
  `${f.helpers.arrayElement([city(f), f.location.state()])}${f.person.firstName()}${f.helpers.arrayElement((f.rawDefinitions.company?.category as string[] | undefined) ?? ['物流'])}${f.helpers.arrayElement(['有限公司', '有限责任公司', '股份有限公司'])}`;

/** A fleet name: a trade name and a trade. */
export const fleetNameOf = (f: Faker): string => `${f.person.firstName()}${f.helpers.arrayElement(FLEET_TRADES)}车队`;

/** A fuel station: brand, city and street. */
export const stationName = (f: Faker, cityName = city(f)): string =>
  `${f.helpers.arrayElement(STATION_BRANDS)}${cityName}${f.location.street()}加油站`;

export const stationBrand = (f: Faker): string => f.helpers.arrayElement(STATION_BRANDS);

/** A bank branch: bank, city, 支行. */
export const bankBranch = (f: Faker): string => `${f.helpers.arrayElement(BANKS)}${city(f)}${f.location.street()}支行`;

/** A 16- to 19-digit card number with `prefix` and a valid Luhn check digit. */
export function luhnNumber(f: Faker, prefix: string, length: number): string {
  return withCheckDigit(`${prefix}${f.string.numeric(length - prefix.length - 1)}`);
}

/** A bank card number (19 digits, 62 UnionPay prefix, valid Luhn). */
export const bankCard = (f: Faker): string => luhnNumber(f, f.helpers.arrayElement(['6222', '6217', '6228', '6225']), 19);

/** A fuel card number (16 digits starting 8860, valid Luhn). */
export const fuelCard = (f: Faker): string => luhnNumber(f, '8860', 16);

/** An 18-digit ID number: division, birth date, sequence and the check character. */
export function idNumber(f: Faker): string {
  const division = DIVISION_OF[f.helpers.arrayElement(Object.keys(DIVISION_OF))]!;
  const y = f.number.int({ min: 1965, max: 2000 });
  const m = f.number.int({ min: 1, max: 12 });
  const d = f.number.int({ min: 1, max: 28 });
  const first17 = `${division}${y}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}${f.string.numeric(3)}`;
  return `${first17}${idCheckChar(first17)}`;
}

/** An 18-character unified social credit code (also the tax number) with its check character. */
export function creditCode(f: Faker): string {
  const division = DIVISION_OF[f.helpers.arrayElement(Object.keys(DIVISION_OF))]!;
  const body = `91${division}${f.string.fromCharacters(CREDIT_CHARS, 9)}`;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += CREDIT_CHARS.indexOf(body[i]!) * CREDIT_WEIGHTS[i]!;
  return `${body}${CREDIT_CHARS[(31 - (sum % 31)) % 31]}`;
}

/** A licence plate of a city: province abbreviation, city letter, five letters and digits. */
export function plate(f: Faker, cityName = city(f)): string {
  return `${PLATE_OF[cityName] ?? '京A'}${f.string.fromCharacters('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789', 5)}`;
}
