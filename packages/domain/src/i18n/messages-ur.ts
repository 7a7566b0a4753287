import { MSG } from '../messages.js';
import { ORDER_MSG } from '../orders.js';
import { REFUND_MSG } from '../refunds.js';

/**
 * The server's messages in Urdu, keyed by the English message exactly as the server sends it
 * (docs/i18n.md, "Server messages"). A message not listed goes out in English. Terms follow
 * docs/i18n-glossary.md.
 */
export const MESSAGES_UR: Readonly<Record<string, string>> = {
  // Sign-in
  [MSG.loginBothRequired]: 'دونوں خانے بھرنا ضروری ہیں!',
  [MSG.loginFailed]: 'اس یوزر نیم اور پاس ورڈ سے لاگ اِن نہیں ہو سکا۔',
  [MSG.usernameRequired]: 'یوزر نیم ضروری ہے',
  [MSG.passwordRequired]: 'پاس ورڈ ضروری ہے',
  // Common validation (also Zod's wording, zod-messages.ts)
  [MSG.fieldRequired]: 'یہ خانہ بھرنا ضروری ہے۔',
  'This field may not be null.': 'یہ خانہ خالی نہیں چھوڑا جا سکتا۔',
  'This field may not be blank.': 'یہ خانہ خالی نہیں چھوڑا جا سکتا۔',
  'Not a valid string.': 'یہ درست متن نہیں۔',
  'A valid number is required.': 'درست عدد درج کریں۔',
  'Must be a valid boolean.': 'ہاں یا نہیں میں سے ایک چنیں۔',
  'Invalid data. Expected a dictionary.': 'غلط ڈیٹا۔',
  'Expected a list of items.': 'فہرست متوقع تھی۔',
  'Invalid value.': 'غلط اندراج۔',
  [MSG.nameRequired]: 'نام ضروری ہے',
  [MSG.emailInvalid]: 'درست ای میل درج کریں',
  [MSG.phoneInvalid]: 'فون نمبر درست نہیں',
  [MSG.onlyNumbers]: 'صرف ہندسے درج کریں',
  [MSG.amountRequired]: 'رقم ضروری ہے',
  [MSG.amountPositive]: 'رقم صفر سے زیادہ ہونی چاہیے',
  [MSG.amountDecimals]: 'اعشاریہ کے بعد چار سے زیادہ ہندسے نہ ہوں۔',
  [MSG.invalidDate]: 'درست تاریخ درج کریں۔',
  'Not found.': 'نہیں ملا۔',
  'Authentication credentials were not provided.': 'پہلے لاگ اِن کریں۔',
  'Invalid token.': 'آپ کا سیشن ختم ہو گیا ہے، دوبارہ لاگ اِن کریں۔',
  'You do not have permission to perform this action.': 'آپ کو یہ کام کرنے کی اجازت نہیں۔',
  // The counter's sale refusals
  [ORDER_MSG.stockLess]: 'اسٹاک اس مقدار سے کم ہے۔',
  [ORDER_MSG.batchStockLess]: 'اس بیچ میں اسٹاک مقدار سے کم ہے۔',
  [ORDER_MSG.discountRange]: 'رعایت 0 سے 100 کے درمیان ہونی چاہیے',
  [ORDER_MSG.discountPositive]: 'رعایت صفر سے زیادہ ہونی چاہیے',
  [ORDER_MSG.cashRequired]: 'نقد رقم درج کریں',
  [ORDER_MSG.cashLess]: 'نقد رقم کل بل سے کم ہے',
  [ORDER_MSG.returnCashZero]: 'واپسی کے آرڈر پر وصول شدہ نقد 0 ہونی چاہیے۔',
  [ORDER_MSG.cashNotNegative]: 'یہ رقم 0 یا اس سے زیادہ ہونی چاہیے۔',
  [ORDER_MSG.returnNegative]: 'واپسی کے آرڈر میں مقدار منفی ہونی چاہیے!',
  [ORDER_MSG.selectRegularCustomer]: 'مستقل گاہک چنیں!',
  [ORDER_MSG.checkDeductBalance]: 'وصول شدہ نقد کل بل سے کم ہے، اس لیے "بقایا سے کاٹیں" پر نشان لگائیں!',
  [ORDER_MSG.outOfStock]: 'اسٹاک ختم',
  [ORDER_MSG.totalMismatch]: 'کل رقم آرڈر کی لائنوں سے میل نہیں کھاتی۔',
  [ORDER_MSG.itemsRequired]: 'آرڈر میں کم از کم ایک چیز ہونی چاہیے۔',
  [ORDER_MSG.quantityPositive]: 'مقدار صفر سے زیادہ ہونی چاہیے۔',
  [ORDER_MSG.pricePositive]: 'قیمت منفی نہیں ہو سکتی۔',
  [ORDER_MSG.sellerNotAllowed]: 'آپ صرف اپنے نام سے، یا اپنی ہی کمپنی کے کسی ساتھی کے لیے بیچ سکتے ہیں۔',
  [ORDER_MSG.amountTooLarge]: 'آرڈر کی رقم 9,999,999,999.9999 سے زیادہ ہے۔',
  [ORDER_MSG.idempotencyConflict]: 'یہ Idempotency-Key کسی اور آرڈر کے لیے استعمال ہو چکی ہے۔',
  [ORDER_MSG.completed]: 'آرڈر کامیابی سے مکمل ہو گیا!',
  [ORDER_MSG.failed]: 'آرڈر نہیں بن سکا!',
  [ORDER_MSG.serverError]: 'سرور میں خرابی۔ دوبارہ کوشش کریں۔',
  // Finance (the forms' own checks and the server's) and refunds
  [MSG.invalidDateRange]: 'تاریخوں کی مدت درست نہیں',
  [MSG.descriptionRequired]: 'تفصیل ضروری ہے',
  [MSG.departmentRequired]: 'شعبہ ضروری ہے',
  [MSG.payorPayeeSame]: 'ادا کنندہ اور وصول کنندہ ایک نہیں ہو سکتے',
  [MSG.noTableData]: 'جدول میں کوئی لائن نہیں',
  [MSG.transactionSuccessful]: 'لین دین محفوظ ہو گیا!',
  [MSG.amountTooLarge]: 'اعشاریہ سے پہلے 10 سے زیادہ ہندسے نہ ہوں۔',
  [MSG.balanceOverflow]: 'اس رقم سے بقایا کھاتوں کی حد (اعشاریہ سے پہلے 16 ہندسے) سے بڑھ جائے گا۔',
  [MSG.oneSideOwn]: 'ادا کنندہ اور وصول کنندہ میں سے ٹھیک ایک آپ کی کمپنی کا ہونا چاہیے',
  [MSG.fixedSideIsYou]: 'اس طریقے میں یہ فریق ہمیشہ آپ خود ہیں',
  [MSG.dateTooLate]: '9999-12-30 کے بعد کی تاریخ درج نہ کریں۔',
  [REFUND_MSG.notASale]: 'صرف مکمل کاؤنٹر بکری کی رقم واپس ہو سکتی ہے۔',
  [REFUND_MSG.otherCompany]: 'بکری کرنے والی کمپنی ہی اس کی رقم واپس کر سکتی ہے۔',
  [REFUND_MSG.nothingPicked]: 'واپسی کے لیے کم از کم ایک لائن اور مقدار چنیں۔',
  [REFUND_MSG.notALine]: 'یہ لائن اس آرڈر میں نہیں۔',
  [REFUND_MSG.twice]: 'ایک واپسی میں بکری کی ہر لائن ایک ہی بار چنی جا سکتی ہے۔',
  [REFUND_MSG.raced]: 'اس دوران کسی اور نے اس بکری کی واپسی کر دی؛ جتنا بکا اس سے زیادہ واپس نہیں ہو سکتا۔',
};

/** Messages with a value in them: the English pattern and the Urdu with the same captures. */
export const PATTERNS_UR: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Ensure this field has no more than (\d+) characters\.$/, 'اس خانے میں $1 سے زیادہ حروف نہ ہوں۔'],
  [/^Ensure this field has no more than (\d+) elements\.$/, 'اس فہرست میں $1 سے زیادہ اندراج نہ ہوں۔'],
  [/^Invalid pk "(.*)" - object does not exist\.$/, 'نمبر "$1" کا کوئی ریکارڈ موجود نہیں۔'],
  [
    /^Request was throttled\. Expected available in (\d+) seconds?\.$/,
    'بہت زیادہ کوششیں۔ $1 سیکنڈ بعد دوبارہ کوشش کریں۔',
  ],
  [
    /^Line (\d+): at most ([\d.]+) can be returned \(sold less already returned\)\.$/,
    'لائن $1: زیادہ سے زیادہ $2 واپس ہو سکتی ہے (بکی ہوئی مقدار میں سے پہلے واپس شدہ نکال کر)۔',
  ],
];
