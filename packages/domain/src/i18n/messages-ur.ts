import { CATALOG_MSG } from '../catalog-messages.js';
import { CREDIT_MSG, CREDIT_TERMS_MSG } from '../credit.js';
import { FISCAL_MSG } from '../fiscal/fiscal-schemas.js';
import { LABEL_MSG } from '../labels.js';
import { MSG } from '../messages.js';
import { ORDER_MSG } from '../orders.js';
import { REFUND_MSG } from '../refunds.js';
import { REPLENISH_MSG } from '../replenishment.js';
import { REQUEST_MSG } from '../requests.js';
import { SCALE_MSG } from '../scale-settings.js';
import { CSV_IMPORT_MSG, INTERNAL_ORDER_MSG, SERVER_MSG } from '../server-messages.js';
import { SPLIT_MSG } from '../split-payment.js';
import { COUNT_MSG } from '../stock-counts.js';
import { TAX_MSG } from '../tax.js';
import { TAX_REPORT_MSG } from '../tax-reports.js';
import { CURRENCY_MSG, TILL_ID_MSG, TILL_MSG } from '../till-sessions.js';
import { UNIT_MSG } from '../units.js';

/**
 * Sign-in, common validation and the counter's sale refusals, keyed by the English message exactly
 * as the server sends it. Terms follow docs/i18n-glossary.md.
 */
const FIRST_UR: Readonly<Record<string, string>> = {
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
};

/**
 * Every other message, as [English, Urdu] pairs (a message two constants share is listed once; the
 * completeness test in packages/domain/test checks that no constant is left out).
 */
const MORE_UR: ReadonlyArray<readonly [string, string]> = [
  // Users, companies and sign-in (MSG)
  [MSG.usernameTooLong, 'زیادہ سے زیادہ 150 حروف'],
  [MSG.usernamePattern, 'کم از کم تین حروف؛ صرف حروف، ہندسے اور یہ نشان (@ . + - _) چل سکتے ہیں'],
  [
    MSG.passwordPattern,
    'کم از کم آٹھ حروف، جن میں کم از کم ایک حرف، ایک ہندسہ اور ایک خاص نشان (@$!%*#?&) ہو',
  ],
  [MSG.confirmPasswordMismatch, 'دوبارہ لکھا گیا پاس ورڈ پہلے والے سے میل نہیں کھاتا'],
  [MSG.confirmPasswordRequired, 'پاس ورڈ دوبارہ لکھنا ضروری ہے'],
  [MSG.numberRequired, 'نمبر ضروری ہے'],
  [MSG.companyRequired, 'کمپنی ضروری ہے۔ پہلے سسٹم میں کمپنی شامل کریں'],
  [MSG.vendorCompanyRequired, 'کمپنی ضروری ہے۔ پہلے سسٹم میں سپلائر کی کمپنی شامل کریں'],
  [MSG.invalidDateRange, 'تاریخوں کی حد درست نہیں'],
  [MSG.usernameTaken, 'اس یوزر نیم کا یوزر پہلے سے موجود ہے۔'],
  [MSG.usernameReserved, 'یہ یوزر نیم کسی کمپنی کے عام گاہک کے لیے مخصوص ہے۔'],
  [MSG.userTypeNotAllowed, 'آپ کسی یوزر کو یہ عہدہ نہیں دے سکتے۔'],
  [MSG.walkInNotByHand, 'عام گاہک کمپنی کے ساتھ خود بنتا ہے۔'],
  [MSG.walkInAlwaysActive, 'کمپنی کا عام گاہک ہر نقد بکری میں آتا ہے، اسے غیر فعال نہیں کیا جا سکتا۔'],
  [MSG.cannotChangeOwnRole, 'آپ اپنا عہدہ خود نہیں بدل سکتے۔'],
  [MSG.cannotDeactivateSelf, 'آپ اپنا اکاؤنٹ خود غیر فعال نہیں کر سکتے۔'],
  [MSG.noPasswordForRecord, 'گاہک، عام گاہک اور سپلائر لاگ اِن نہیں کرتے، اس لیے ان کا کوئی پاس ورڈ نہیں۔'],
  [MSG.useChangePassword, 'اپنا پاس ورڈ بدلنے کے لیے "پاس ورڈ بدلیں" استعمال کریں۔'],
  [MSG.oldPasswordWrong, 'پرانا پاس ورڈ غلط ہے۔ دوبارہ درج کریں۔'],
  [MSG.passwordSet, 'پاس ورڈ رکھ دیا گیا۔'],
  [MSG.nameChangeSuperAdminOnly, 'کمپنی کا نام صرف سپر ایڈمن بدل سکتا ہے۔'],
  [MSG.parentTypeNotAllowed, 'شعبے کی قسم PARENT نہیں ہو سکتی۔'],
  [MSG.ownCompanyTypeLocked, 'آپ اپنی کمپنی کی قسم نہیں بدل سکتے۔'],
  [MSG.companyUpdated, 'کمپنی محفوظ ہو گئی!'],
  [MSG.companyUpdateFailed, 'کمپنی محفوظ نہیں ہو سکی'],
  [MSG.departmentDeleteConfirm, 'کیا آپ واقعی یہ شعبہ حذف کرنا چاہتے ہیں؟'],
  [MSG.imageInvalid, 'درست تصویر اپ لوڈ کریں۔ یہ فائل تصویر نہیں یا خراب ہے۔'],
  [MSG.imageTooLarge, 'تصویر 2 MB سے بڑی نہ ہو۔'],
  [MSG.imageTooManyPixels, 'تصویر میں بہت زیادہ پکسل ہیں: زیادہ سے زیادہ 40 میگاپکسل (مثلاً 8000 × 5000)۔'],
  [MSG.fileMissing, 'کوئی فائل نہیں بھیجی گئی۔'],
  [MSG.fileEmpty, 'بھیجی گئی فائل خالی ہے۔'],
  // Finance (MSG)
  [MSG.descriptionRequired, 'تفصیل ضروری ہے'],
  [MSG.departmentRequired, 'شعبہ ضروری ہے'],
  [MSG.payorPayeeSame, 'ادا کرنے والا اور وصول کرنے والا ایک نہیں ہو سکتے'],
  [MSG.noTableData, 'جدول میں کوئی ڈیٹا نہیں'],
  [MSG.transactionSuccessful, 'لین دین ہو گیا!'],
  [MSG.amountTooLarge, 'اعشاریہ سے پہلے 10 سے زیادہ ہندسے نہ ہوں۔'],
  [MSG.idempotencyConflict, 'یہ Idempotency-Key کسی اور درخواست کے لیے استعمال ہو چکی ہے۔'],
  [MSG.balanceOverflow, 'اس رقم سے بقایا حساب کی حد (اعشاریہ سے پہلے 16 ہندسے) سے بڑھ جائے گا۔'],
  [MSG.oneSideOwn, 'ادا کرنے والے اور وصول کرنے والے میں سے ٹھیک ایک آپ کی کمپنی کا ہو'],
  [MSG.fixedSideIsYou, 'اس طریقے میں یہ فریق ہمیشہ آپ ہیں'],
  [MSG.dateTooLate, '9999-12-30 کے بعد کی تاریخ نہ دیں۔'],
  // The counter and orders (ORDER_MSG)
  [ORDER_MSG.barcodeRequired, 'بارکوڈ ضروری ہے'],
  [ORDER_MSG.batchRequired, 'بیچ ضروری ہے'],
  [ORDER_MSG.quantityRequired, 'مقدار ضروری ہے'],
  [ORDER_MSG.alreadyAdded, 'یہ چیز آرڈر میں پہلے سے شامل ہے۔'],
  [ORDER_MSG.selectFromResults, 'تلاش کے نتائج میں سے چیز چنیں، یا مطلوبہ چیز سسٹم میں شامل کریں۔'],
  [ORDER_MSG.customerNameEmpty, 'نام خالی نہیں ہو سکتا!'],
  [ORDER_MSG.contactRequired, 'رابطہ نمبر ضروری ہے!'],
  [ORDER_MSG.manufacturedRequired, 'تیاری کی تاریخ ضروری ہے'],
  [ORDER_MSG.expiryRequired, 'میعاد کی تاریخ ضروری ہے'],
  [ORDER_MSG.sellerRequired, 'بیچنے والا ضروری ہے'],
  [ORDER_MSG.buyerRequired, 'خریدنے والا ضروری ہے'],
  [ORDER_MSG.cancelConfirm, 'کیا آپ واقعی یہ آرڈر منسوخ کرنا چاہتے ہیں؟'],
  [ORDER_MSG.savedOffline, 'آرڈر اس ڈیوائس پر محفوظ ہو گیا'],
  [ORDER_MSG.outcomeUnknown, 'اس بکری کا نتیجہ ابھی معلوم نہیں'],
  [ORDER_MSG.internalCompleted, 'آرڈر کامیابی سے مکمل ہو گیا۔'],
  [ORDER_MSG.statusLocked, 'مکمل آرڈر کی حالت نہیں بدل سکتی۔'],
  [ORDER_MSG.goodsLeft, 'اس آرڈر کا مال جا چکا ہے: منسوخ کرنے کے بجائے واپسی سے واپس لیں۔'],
  [ORDER_MSG.cancelled, 'یہ آرڈر منسوخ ہو چکا ہے؛ اس کی حالت نہیں بدل سکتی۔'],
  [ORDER_MSG.returnedLocked, 'واپسی کے آرڈر کی حالت نہیں بدل سکتی۔'],
  [ORDER_MSG.returnIsNewOrder, 'واپسی نئے آرڈر سے ہوتی ہے (بکری کی اسکرین پر واپسی)، حالت بدلنے سے نہیں۔'],
  [
    ORDER_MSG.goodsUsed,
    'اس آرڈر کا سارا مال اب خریدار کے اسٹاک میں نہیں، اس لیے یہ منسوخ نہیں ہو سکتا؛ جو بچا ہے وہ واپس کریں۔',
  ],
  // Catalogue (CATALOG_MSG)
  [CATALOG_MSG.variantRequired, 'کم از کم ایک ویریئنٹ ضروری ہے'],
  [CATALOG_MSG.priceRequired, 'قیمت ضروری ہے'],
  [CATALOG_MSG.priceNotPositive, 'قیمت صفر سے زیادہ ہونی چاہیے'],
  [CATALOG_MSG.quantityNotPositive, 'مقدار صفر سے زیادہ ہونی چاہیے'],
  [CATALOG_MSG.batchVariantRequired, 'ویریئنٹ ضروری ہے، کوئی چنیں یا پروڈکٹ شامل کریں'],
  [CATALOG_MSG.batchDatesRequired, 'تیاری اور میعاد کی تاریخیں ضروری ہیں'],
  [CATALOG_MSG.dateInvalid, 'تاریخ غلط لکھی ہے۔ اس طرح لکھیں: YYYY-MM-DD۔'],
  [CATALOG_MSG.expiryBeforeManufacture, 'میعاد کی تاریخ تیاری کی تاریخ سے پہلے نہیں ہو سکتی۔'],
  [
    CATALOG_MSG.expiryInPast,
    'یہ میعاد گزر چکی ہے: بیچ شروع سے ہی میعاد ختم ہوگا، اور کاؤنٹر پر صرف مینیجر کی منظوری سے بکے گا۔',
  ],
  [CATALOG_MSG.lastVariant, 'آخری ویریئنٹ حذف نہیں ہو سکتا۔'],
  [CATALOG_MSG.barcodeTaken, 'اس بارکوڈ کی پروڈکٹ پہلے سے موجود ہے۔'],
  [CATALOG_MSG.variantLocked, 'بیچ کا ویریئنٹ نہیں بدل سکتا۔'],
  [CATALOG_MSG.receivedFromInvalid, 'مال کسی سپلائر یا آپ کے کاروبار کے کسی دوسرے شعبے سے آتا ہے۔'],
  [CATALOG_MSG.variantNotOfProduct, 'یہ ویریئنٹ کسی اور پروڈکٹ کا ہے۔'],
  // Units (UNIT_MSG)
  [UNIT_MSG.countRequired, 'تعداد ضروری ہے'],
  [UNIT_MSG.countWhole, 'تعداد بنیادی یونٹس کا پورا عدد ہو، کم از کم 2۔'],
  [UNIT_MSG.countTooLarge, 'تعداد زیادہ سے زیادہ 100000 ہو۔'],
  [UNIT_MSG.nameTaken, 'اس پروڈکٹ میں اس نام کا یونٹ پہلے سے ہے۔'],
  [UNIT_MSG.barcodeTaken, 'آپ کے کیٹلاگ میں کسی پروڈکٹ یا یونٹ کا یہی بارکوڈ پہلے سے ہے۔'],
  [UNIT_MSG.retired, 'یہ یونٹ بند ہو چکا ہے: اب نہ بک سکتا ہے، نہ خریدا یا بھیجا جا سکتا ہے۔'],
  [UNIT_MSG.notOfProduct, 'یہ یونٹ کسی اور پروڈکٹ کا ہے۔'],
  // Stock counts (COUNT_MSG)
  [COUNT_MSG.categoryRequired, 'گنتی کے لیے زمرہ چنیں۔'],
  [COUNT_MSG.productsRequired, 'گنتی کے لیے کم از کم ایک پروڈکٹ چنیں۔'],
  [COUNT_MSG.notOpen, 'یہ گنتی بند ہو چکی ہے: اب اس میں نہ اسکین ہو سکتا ہے نہ کوئی تبدیلی۔'],
  [COUNT_MSG.productUnknown, 'اس بارکوڈ یا نمبر کی کوئی فعال پروڈکٹ نہیں۔'],
  [COUNT_MSG.productOutOfScope, 'یہ پروڈکٹ اس گنتی میں شامل نہیں۔'],
  [COUNT_MSG.pickVariant, 'اس بارکوڈ کے کئی ویریئنٹ ہیں: ویریئنٹ چنیں۔'],
  [COUNT_MSG.batchUnknown, 'یہ بیچ اس پروڈکٹ کا نہیں۔'],
  [COUNT_MSG.productOrBarcode, 'بارکوڈ اسکین کریں یا پروڈکٹ چنیں۔'],
  [COUNT_MSG.quantityRequired, 'گنی ہوئی مقدار لکھیں۔'],
  [
    COUNT_MSG.nothingToPlace,
    'اس پروڈکٹ کی زیادتی کہیں درج نہیں ہو سکتی: کمپنی کے پاس اس کا کبھی کوئی بیچ نہیں رہا۔ پہلے بیچ وصول کریں۔',
  ],
  [COUNT_MSG.unsettled, 'کچھ چیزیں ایک سے زیادہ بار اسکین ہوئیں: منظوری سے پہلے انہیں طے کریں۔'],
  [COUNT_MSG.recountPending, 'کچھ لائنیں دوبارہ گنتی کی منتظر ہیں: منظوری سے پہلے انہیں گنیں۔'],
  [COUNT_MSG.nothingCounted, 'ابھی کچھ نہیں گنا گیا۔'],
  [COUNT_MSG.lineUnknown, 'یہ لائن اس گنتی میں شامل نہیں۔'],
  [COUNT_MSG.scanUnknown, 'اس لائن کا کم از کم ایک اسکین رکھیں۔'],
  // Customer credit (CREDIT_MSG, CREDIT_TERMS_MSG)
  [CREDIT_MSG.moreThanDue, 'یہ رقم چنے گئے بلوں پر گاہک کے بقایا سے زیادہ ہے۔'],
  [CREDIT_MSG.allocationsAddUp, 'بلوں میں بانٹی گئی رقمیں مل کر وصولی کے برابر ہوں۔'],
  [CREDIT_MSG.notOpen, 'یہ بل اس گاہک کا کھلا ادھار بل نہیں۔'],
  [CREDIT_MSG.overDue, 'اس بل پر واجب رقم سے زیادہ رکھا گیا ہے۔'],
  [CREDIT_MSG.nothingOpen, 'گاہک کا کوئی کھلا بل نہیں۔'],
  [CREDIT_MSG.approvalNeeded, 'اس گاہک کو ادھار بیچنے کے لیے مینیجر کی منظوری چاہیے۔'],
  [CREDIT_TERMS_MSG.amount, '0 یا اس سے زیادہ رقم لکھیں۔'],
  [CREDIT_TERMS_MSG.days, '0 سے 3650 تک دنوں کی پوری تعداد لکھیں۔'],
  [CREDIT_TERMS_MSG.required, 'دنوں کی تعداد لکھیں۔'],
  ['Enter an amount above 0.', '0 سے زیادہ رقم لکھیں۔'],
  // Tills and till sessions
  [CURRENCY_MSG, 'کرنسی تین بڑے انگریزی حروف ہیں، جیسے PKR۔'],
  [TILL_ID_MSG, 'درست کاؤنٹر آئی ڈی (UUID) لکھیں۔'],
  [TILL_MSG.noSession, 'کوئی شفٹ کھلی نہیں۔'],
  [TILL_MSG.alreadyOpen, 'اس کاؤنٹر پر ایک شفٹ پہلے سے کھلی ہے۔'],
  [TILL_MSG.closed, 'یہ شفٹ بند ہو چکی ہے۔'],
  [TILL_MSG.reasonDirection, 'یہ وجہ اس سمت پر لاگو نہیں ہوتی۔'],
  [
    TILL_MSG.pendingOffline,
    'اس کاؤنٹر پر آف لائن کی گئی بکریاں ابھی سرور تک نہیں پہنچیں۔ بند کرنے سے پہلے انہیں بھیجیں۔',
  ],
  [TILL_MSG.approvalNeeded, 'فرق حد سے زیادہ ہے: شفٹ بند کرنے کے لیے مینیجر کی منظوری چاہیے۔'],
  [TILL_MSG.approvalRefused, 'منظوری دینے والا اس کمپنی کا مینیجر ہو، اور پاس ورڈ درست ہو۔'],
  [TILL_MSG.countMissing, 'ہر ادائیگی کے طریقے کا گنا ہوا نقد لکھیں۔'],
  [TILL_MSG.expiredBatch, 'اس بیچ کی میعاد ختم ہو چکی ہے: اسے بیچنے کے لیے مینیجر کی منظوری چاہیے۔'],
  [
    TILL_MSG.notYourSession,
    'یہ شفٹ کسی ساتھی کی ہے: اس کا نقد، بند کرنا یا رپورٹ صرف شفٹ کھولنے والا کیشیئر یا مینیجر دیکھ سکتا ہے۔',
  ],
  ['A denomination is above 0.', 'نوٹ یا سکے کی قیمت 0 سے زیادہ ہو۔'],
  [
    'Give the opening float, as one amount or by denomination.',
    'ابتدائی نقد لکھیں: ایک رقم یا نوٹوں کے حساب سے۔',
  ],
  ['Enter the sale’s Idempotency-Key (a UUID).', 'بکری کی Idempotency-Key (UUID) لکھیں۔'],
  // Refunds (REFUND_MSG)
  [REFUND_MSG.notASale, 'صرف مکمل کاؤنٹر بکری کی رقم واپس ہو سکتی ہے۔'],
  [REFUND_MSG.otherCompany, 'رقم کی واپسی صرف وہی کمپنی کر سکتی ہے جس نے بیچا۔'],
  [REFUND_MSG.nothingPicked, 'واپسی کے لیے کم از کم ایک لائن اور مقدار چنیں۔'],
  [REFUND_MSG.notALine, 'یہ لائن اس آرڈر میں نہیں۔'],
  [REFUND_MSG.twice, 'ایک واپسی میں بکری کی ہر لائن ایک ہی بار چنی جائے۔'],
  [REFUND_MSG.raced, 'اس دوران کسی اور نے اس بکری کی رقم واپس کر دی؛ بکے ہوئے سے زیادہ واپس نہیں ہو سکتا۔'],
  // Split payments (SPLIT_MSG)
  [SPLIT_MSG.saleOnly, 'تقسیم ادائیگی صرف بکری کے لیے ہے۔'],
  [SPLIT_MSG.positive, 'ادائیگی کا ہر حصہ 0 سے زیادہ ہو۔'],
  [SPLIT_MSG.oneCash, 'صرف ایک حصہ نقد ہو سکتا ہے۔'],
  [SPLIT_MSG.oneCredit, 'صرف ایک حصہ ادھار ہو سکتا ہے۔'],
  [SPLIT_MSG.serviceRequired, 'کارڈ حصے کے لیے ادائیگی کی سروس چنیں۔'],
  [SPLIT_MSG.tooMany, 'ایک بکری زیادہ سے زیادہ 6 حصوں میں ادا ہوتی ہے۔'],
  [SPLIT_MSG.sum, 'ادائیگی کے حصے مل کر کل رقم کے برابر ہوں۔'],
  [SPLIT_MSG.cashShort, 'وصول شدہ نقد ادائیگی کے نقد حصے سے کم ہے۔'],
  [SPLIT_MSG.overTotal, 'کارڈ اور ادھار کل رقم سے زیادہ ہیں۔'],
  // Requests (REQUEST_MSG)
  [REQUEST_MSG.companyRequired, 'کمپنی ضروری ہے۔ پہلے سسٹم میں اسٹور شامل کریں'],
  [REQUEST_MSG.requesteeRequired, 'وصول کنندہ ضروری ہے۔ پہلے اسٹور کا یوزر سسٹم میں شامل کریں۔'],
  [REQUEST_MSG.deliveryRequired, 'ترسیل ضروری ہے'],
  [REQUEST_MSG.itemsRequired, 'اسٹاک یا واپسی کی درخواست میں کم از کم ایک چیز شامل کریں۔'],
  [REQUEST_MSG.noItemsForTransaction, 'لین دین کی درخواست میں چیزیں نہیں ہوتیں۔'],
  [REQUEST_MSG.quantityPositive, 'مقدار صفر سے زیادہ ہونی چاہیے۔'],
  [REQUEST_MSG.duplicateItem, 'یہ چیز درخواست میں پہلے سے ہے۔'],
  [REQUEST_MSG.locked, 'یہ درخواست اب نہیں بدل سکتی۔'],
  [REQUEST_MSG.selfRequest, 'درخواست کسی دوسرے شعبے کو جاتی ہے۔'],
  [REQUEST_MSG.receiverInactive, 'وصول کنندہ درخواستیں نہیں لے سکتا۔'],
  [REQUEST_MSG.notTransferable, 'صرف منظور شدہ درخواست، جس میں چیزیں ہوں، منتقلی بن سکتی ہے۔'],
  [REQUEST_MSG.alreadyTransferred, 'اس درخواست کی منتقلی پہلے ہی ہو چکی ہے۔'],
  ['Quantity is too large.', 'مقدار بہت زیادہ ہے۔'],
  ['Enter a quantity of zero or more.', 'صفر یا اس سے زیادہ مقدار لکھیں۔'],
  // Replenishment (REPLENISH_MSG)
  [REPLENISH_MSG.minMaxRequired, 'کم از کم/زیادہ سے زیادہ کے لیے دونوں حدیں ضروری ہیں۔'],
  [REPLENISH_MSG.maxBelowMin, 'زیادہ سے زیادہ حد کم از کم حد سے کم نہ ہو۔'],
  [REPLENISH_MSG.coverRequired, 'دنوں کے ذخیرے کے لیے دنوں کی تعداد ضروری ہے۔'],
  [
    REPLENISH_MSG.supplierNotAllowed,
    'یہ کمپنی اس سپلائر سے نہیں منگوا سکتی: وہ شعبہ چنیں جسے یہ درخواست بھیج سکتی ہے، یا وہ سپلائر جس سے خرید سکتی ہے۔',
  ],
  [REPLENISH_MSG.notASupplier, 'کوئی شعبہ یا سپلائر چنیں۔'],
  [REPLENISH_MSG.ownCompanyOnly, 'تجاویز سے آرڈر ان کی اپنی کمپنی ہی بناتی ہے۔'],
  [REPLENISH_MSG.nothingAccepted, 'کم از کم ایک لائن منظور کریں۔'],
  [REPLENISH_MSG.quantityPositive, 'صفر سے زیادہ مقدار لکھیں۔'],
  [REPLENISH_MSG.wholePacks, 'پورے پیک منگوائیں۔'],
  [REPLENISH_MSG.noReceiver, 'اس شعبے میں درخواست لینے والا کوئی فعال مینیجر نہیں۔'],
  ['Each product once.', 'ہر پروڈکٹ ایک ہی بار۔'],
  // Tax (TAX_MSG, TAX_REPORT_MSG)
  [TAX_MSG.rateRange, '0 سے 100 تک شرح لکھیں۔'],
  [TAX_MSG.hsCode, 'HS/PCT کوڈ 4 سے 8 ہندسوں کا ہوتا ہے۔'],
  [TAX_MSG.categoryRequired, 'ٹیکس کی قسم چنیں: یہ کمپنی سیلز ٹیکس لیتی ہے۔'],
  [TAX_MSG.retailPriceRequired, 'تھرڈ شیڈول کی چیزوں کی چھپی ہوئی پرچون قیمت ضروری ہے۔'],
  [TAX_MSG.noRate, 'بکری کے دن اس ٹیکس کی قسم کی کوئی شرح نہیں۔'],
  [TAX_MSG.ntn, 'NTN سات ہندسوں کا ہوتا ہے، چاہیں تو ڈیش اور ایک جانچ ہندسہ۔'],
  [TAX_MSG.strn, 'STRN تیرہ ہندسوں کا ہوتا ہے۔'],
  [TAX_MSG.cnic, 'CNIC تیرہ ہندسوں کا ہوتا ہے۔'],
  [TAX_MSG.exemptRate, 'مستثنیٰ یا صفر شرح والی قسم کی شرح 0 ہوتی ہے۔'],
  [TAX_MSG.feeRange, '0 یا اس سے زیادہ فیس لکھیں۔'],
  [
    TAX_MSG.sharesNeedsParent,
    'صرف شاخ اپنی مرکزی کمپنی کی رجسٹریشن استعمال کرتی ہے: اس کمپنی کی کوئی مرکزی کمپنی نہیں۔',
  ],
  [TAX_MSG.rateTaken, 'اس قسم کی اس دن سے ایک شرح پہلے سے ہے۔'],
  [TAX_MSG.validFrom, 'درست تاریخ (YYYY-MM-DD) لکھیں۔'],
  [TAX_MSG.thirdScheduleTaxable, 'تھرڈ شیڈول کی چیزوں پر ٹیکس لگتا ہے: قابلِ ٹیکس طریقہ چنیں۔'],
  [TAX_MSG.categoryName, 'زیادہ سے زیادہ 60 حروف کا نام لکھیں۔'],
  [TAX_MSG.categoryNameTaken, 'اس نام کی ٹیکس کی قسم پہلے سے ہے۔'],
  [TAX_MSG.defaultInactive, 'بند کی گئی ٹیکس کی قسم ڈیفالٹ نہیں ہو سکتی۔'],
  [TAX_MSG.retireDefault, 'یہ ڈیفالٹ ٹیکس کی قسم ہے: اسے بند کرنے سے پہلے کسی اور کو ڈیفالٹ بنائیں۔'],
  [TAX_MSG.decimals, '0 سے 4 تک اعشاریہ کے مقامات کی پوری تعداد لکھیں۔'],
  [TAX_MSG.country, 'ملک کا دو حرفی کوڈ لکھیں۔'],
  [TAX_REPORT_MSG.invalidMonth[0], 'مہینہ YYYY-MM کی طرح لکھیں۔'],
  // Scale labels (SCALE_MSG)
  [SCALE_MSG.prefixes, 'ترازو کا پریفکس 20 سے 29 تک دو ہندسے ہے۔'],
  [SCALE_MSG.itemDigits, 'آئٹم کوڈ 4 سے 6 ہندسوں کا ہے۔'],
  [SCALE_MSG.decimals, 'قیمت میں 0 سے 3 اعشاریہ مقامات ہیں۔'],
  [SCALE_MSG.value, 'وزن یا قیمت چنیں۔'],
  ['Name at least one prefix.', 'کم از کم ایک پریفکس لکھیں۔'],
  // Labels (LABEL_MSG)
  [LABEL_MSG.noBarcode, 'یہ بارکوڈ پرنٹ نہیں ہو سکتا: صرف پرنٹ ہونے والے ASCII حروف چلتے ہیں۔'],
  [LABEL_MSG.copies, 'کاپیاں 0 سے 999 تک پورا عدد ہوں۔'],
  // Fiscal reporting (FISCAL_MSG)
  [FISCAL_MSG.baseUrl, 'ایسا پتا لکھیں جیسے http://127.0.0.1:8524 (http یا https، بغیر راستے کے)۔'],
  [FISCAL_MSG.posId, 'FBR کا دیا ہوا POS ID لکھیں (پورا عدد)۔'],
  [FISCAL_MSG.needsPosId, 'رپورٹنگ کے لیے FBR کا دیا ہوا POS ID چاہیے۔'],
  [FISCAL_MSG.needsToken, 'کلاؤڈ سروس کے لیے اس کا ٹوکن چاہیے۔'],
  [FISCAL_MSG.notRefused, 'صرف رد کیا گیا بل دوبارہ بھیجا جا سکتا ہے۔'],
  [FISCAL_MSG.diBaseUrl, 'ایسا پتا لکھیں جیسے https://gw.fbr.gov.pk (http یا https، بغیر راستے کے)۔'],
  [FISCAL_MSG.diNeedsToken, 'ڈیجیٹل انوائسنگ کے لیے اس کا ٹوکن چاہیے۔'],
  [FISCAL_MSG.diNeedsProvince, 'ڈیجیٹل انوائسنگ کے لیے وہ صوبہ چاہیے جہاں کاروبار رجسٹرڈ ہے۔'],
  // The books (ledger.ts, finance)
  ['An entry needs at least two lines.', 'اندراج میں کم از کم دو لائنیں ہوں۔'],
  // The server's own refusals (SERVER_MSG)
  [SERVER_MSG.selectValidChoice, 'درست انتخاب کریں۔'],
  [SERVER_MSG.validInteger, 'درست پورا عدد لکھیں۔'],
  [SERVER_MSG.enterNumber, 'عدد لکھیں۔'],
  [SERVER_MSG.invalidTokenHeader, 'آپ کا سیشن درست نہیں، دوبارہ لاگ اِن کریں۔'],
  [SERVER_MSG.invalidOrExpiredToken, 'آپ کا سیشن ختم ہو گیا ہے، دوبارہ لاگ اِن کریں۔'],
  [SERVER_MSG.unsupportedMediaType, 'درخواست کی یہ قسم قبول نہیں۔'],
  [SERVER_MSG.unsupportedMultipart, 'درخواست کی قسم "multipart/form-data" قبول نہیں۔'],
  [SERVER_MSG.bodyTooLarge, 'درخواست بہت بڑی ہے۔'],
  [SERVER_MSG.valueNotStorable, 'درخواست میں ایسی قیمت ہے جو حساب میں محفوظ نہیں ہو سکتی۔'],
  [SERVER_MSG.serverError, 'سرور میں خرابی ہوئی۔'],
  [SERVER_MSG.nullCharacters, 'خالی (null) حروف کی اجازت نہیں۔'],
  [SERVER_MSG.tillIdHeader, 'X-Till-Id کسی کاؤنٹر کا نام ہو: ایسا UUID جو سارا صفر نہ ہو۔'],
  [SERVER_MSG.tillSessionHeader, 'X-Till-Session شفٹ کا نمبر ہو۔'],
  [SERVER_MSG.expiredApprovalHeader, 'X-Expired-Approval درست منظوری نہیں۔'],
  [SERVER_MSG.creditApprovalHeader, 'X-Credit-Approval درست منظوری نہیں۔'],
  [SERVER_MSG.saleMadeAtHeader, 'X-Sale-Made-At تاریخ اور وقت ہو (ISO 8601، آفسیٹ کے ساتھ)۔'],
  [SERVER_MSG.refundNeedsKey, 'رقم کی واپسی کے لیے Idempotency-Key ہیڈر (UUID) چاہیے۔'],
  [SERVER_MSG.requestKeyConflict, 'یہ Idempotency-Key کسی اور درخواست کے لیے استعمال ہو چکی ہے۔'],
  [SERVER_MSG.offlineSince, 'اسی اینڈ پوائنٹ کا دیا ہوا وقت لکھیں (ISO 8601 تاریخ اور وقت)۔'],
  [SERVER_MSG.noCompanyToReceive, 'آپ کے اکاؤنٹ کی کوئی کمپنی نہیں جس میں اسٹاک وصول ہو۔'],
  [SERVER_MSG.noCompanyToWriteOff, 'آپ کے اکاؤنٹ کی کوئی کمپنی نہیں جس کا اسٹاک ختم کیا جائے۔'],
  [SERVER_MSG.noCompanyForStock, 'آپ کے اکاؤنٹ کی کوئی کمپنی نہیں جس کا اسٹاک استعمال ہو۔'],
  [SERVER_MSG.noCompanyForCatalogue, 'آپ کے اکاؤنٹ کی کوئی کمپنی نہیں جس کا کیٹلاگ استعمال ہو۔'],
  [SERVER_MSG.noCompanyToCount, 'آپ کے اکاؤنٹ کی کوئی کمپنی نہیں جس کا اسٹاک گنا جائے۔'],
  [SERVER_MSG.partyStatementOnly, 'اسٹیٹمنٹ صرف گاہک یا سپلائر کے کھاتے (وصولی یا ادائیگی) کی ہوتی ہے۔'],
  [SERVER_MSG.batchAlreadyBought, 'یہ بیچ پہلے ہی خریدا جا چکا ہے۔'],
  [SERVER_MSG.requestInOwnName, 'درخواست آپ کے اپنے نام سے جاتی ہے۔'],
  [SERVER_MSG.transferToRequester, 'منتقلی آپ کی کمپنی سے درخواست کرنے والے شعبے کو ہو۔'],
  [SERVER_MSG.defaultTaxRaced, 'ابھی ابھی کوئی اور ٹیکس کی قسم ڈیفالٹ بنی ہے؛ دوبارہ کوشش کریں۔'],
  // Internal orders (INTERNAL_ORDER_MSG)
  [
    INTERNAL_ORDER_MSG.betweenCompanies,
    'اندرونی آرڈر آپ کی کمپنی اور کسی دوسرے شعبے یا سپلائر کے درمیان ہوتا ہے۔',
  ],
  [INTERNAL_ORDER_MSG.vendorOnlyReturns, 'سپلائر کو مال صرف واپسی کے طور پر جاتا ہے۔'],
  [INTERNAL_ORDER_MSG.returnIsTo, 'واپسی میں مال آپ کی کمپنی سے جاتا ہے: بیچنے والے آپ ہیں۔'],
  [INTERNAL_ORDER_MSG.cashOnlyVendors, 'دیا گیا نقد صرف سپلائرز کے لیے ہے۔'],
  [
    INTERNAL_ORDER_MSG.purchaseNeedsBatch,
    'خرید کی لائن کے لیے نیا بیچ (order_batch) یا ابھی وصول کیا ہوا بیچ چاہیے۔',
  ],
  [INTERNAL_ORDER_MSG.transferNeedsBatch, 'شعبے کو بھیجی گئی لائن میں آپ کا کوئی بیچ ہو۔'],
  // Catalogue and stock CSV imports (CSV_IMPORT_MSG)
  [CSV_IMPORT_MSG.productNotSaved, 'محفوظ نہیں ہو سکا؛ اس پروڈکٹ کا کچھ بھی درج نہیں ہوا۔'],
  [CSV_IMPORT_MSG.rowNotSaved, 'محفوظ نہیں ہو سکا؛ یہ قطار درج نہیں ہوئی۔'],
  [CSV_IMPORT_MSG.tokenYesNo, 'token میں yes یا no لکھیں'],
  [CSV_IMPORT_MSG.inStockYesNo, 'in_stock میں yes یا no لکھیں'],
  [CSV_IMPORT_MSG.variantIdNumber, 'variant_id پورا عدد ہو یا خالی'],
  [CSV_IMPORT_MSG.batchIdNumber, 'batch_id پورا عدد ہو یا خالی'],
  [CSV_IMPORT_MSG.severalVariants, 'کئی ویریئنٹ میل کھاتے ہیں؛ variant_id لکھیں'],
  [CSV_IMPORT_MSG.unitsFormat, 'اس طرح لکھیں: name:count:barcode:sale price:cost price'],
  [SERVER_MSG.invalidPage, 'یہ صفحہ موجود نہیں۔'],
  [SERVER_MSG.unknownProduct, 'یہ پروڈکٹ موجود نہیں۔'],
  // What a CSV import row changes (the preview's "changes")
  ['new product', 'نئی پروڈکٹ'],
  ['new variant', 'نیا ویریئنٹ'],
  ['category changed', 'زمرہ بدلا'],
  ['unit changed', 'یونٹ بدلا'],
  ['tax category changed', 'ٹیکس کی قسم بدلی'],
];

/**
 * The server's messages in Urdu, keyed by the English message exactly as the server sends it
 * (docs/i18n.md, "Server messages"). A message not listed goes out in English.
 */
export const MESSAGES_UR: Readonly<Record<string, string>> = { ...Object.fromEntries(MORE_UR), ...FIRST_UR };

const IN_USE_UR: Readonly<Record<string, string>> = {
  users: 'یوزرز',
  departments: 'شعبے',
  stock: 'اسٹاک',
  'ledger entries': 'کھاتے کے اندراجات',
};

/** "users, departments and stock" (departmentInUseMessage) in Urdu: "یوزرز، شعبے اور اسٹاک". */
function inUseList(list: string): string {
  const words = list.split(/, | and /).map((w) => IN_USE_UR[w] ?? w);
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join('، ')} اور ${words[words.length - 1]}`;
}

const CHANGED_FIELD_UR: Readonly<Record<string, string>> = {
  color: 'رنگ',
  size: 'سائز',
  description: 'تفصیل',
};
const YES_NO_UR: Readonly<Record<string, string>> = { yes: 'ہاں', no: 'نہیں' };
const UNIT_CHANGE_UR: Readonly<Record<string, string>> = {
  added: 'شامل ہوا',
  changed: 'بدلا',
  retired: 'بند ہوا',
};

/** "on 3 lines" (countChangeError) in Urdu. */
const usesUr = (uses: string): string => uses.replace(/^on (\d+) lines?$/, '$1 لائنوں میں');

/** The Urdu of a message with values: a replacement string with the pattern's captures, or a function. */
export type UrduReplacement = string | ((match: string, ...groups: string[]) => string);

/** Messages with a value in them: the English pattern and the Urdu with the same captures. */
export const PATTERNS_UR: ReadonlyArray<readonly [RegExp, UrduReplacement]> = [
  // DRF's and Zod's wording
  [/^Ensure this field has no more than (\d+) characters\.$/, 'اس خانے میں $1 سے زیادہ حروف نہ ہوں۔'],
  [/^Ensure this field has no more than (\d+) elements\.$/, 'اس فہرست میں $1 سے زیادہ اندراج نہ ہوں۔'],
  [/^Invalid pk "(.*)" - object does not exist\.$/, 'نمبر "$1" کا کوئی ریکارڈ موجود نہیں۔'],
  [
    /^Request was throttled\. Expected available in (\d+) seconds?\.$/,
    'بہت زیادہ کوششیں۔ $1 سیکنڈ بعد دوبارہ کوشش کریں۔',
  ],
  [
    /^Select a valid choice\. (.*) is not one of the available choices\.$/,
    'درست انتخاب کریں۔ $1 دستیاب انتخاب میں نہیں۔',
  ],
  [/^"(.*)" is not a valid choice\.$/, '"$1" درست انتخاب نہیں۔'],
  [/^Incorrect type\. Expected pk value, received (\w+)\.$/, 'غلط قسم: ریکارڈ نمبر چاہیے۔'],
  [/^JSON parse error - (.*)$/s, 'JSON پڑھا نہیں جا سکا: $1'],
  [/^Multipart form parse error - (.*)$/s, 'فارم پڑھا نہیں جا سکا: $1'],
  [/^Invalid HTTP_HOST header: '(.*)'\.$/, "غلط HTTP_HOST ہیڈر: '$1'۔"],
  [/^(\S+) must be a UUID\.$/, '$1 درست UUID ہو۔'],
  // Stock and the catalogue
  [
    /^Stock cannot go below zero: only (.+) left in this batch\.$/,
    'اسٹاک صفر سے کم نہیں ہو سکتا: اس بیچ میں صرف $1 باقی ہے۔',
  ],
  [
    /^This batch still holds (.+) in stock\. Set its quantity to what is left \(a write-off\) or send the goods elsewhere before deleting it\.$/,
    'اس بیچ میں ابھی $1 اسٹاک ہے۔ حذف کرنے سے پہلے اس کی مقدار باقی کے برابر کریں (رائٹ آف) یا مال کہیں اور بھیجیں۔',
  ],
  [
    /^This product still holds (.+) in stock\. Write the stock off or send it elsewhere before deleting it\.$/,
    'اس پروڈکٹ کا ابھی $1 اسٹاک ہے۔ حذف کرنے سے پہلے اسٹاک رائٹ آف کریں یا کہیں اور بھیجیں۔',
  ],
  [
    /^This variant still holds (.+) in stock\. Write the stock off or send it elsewhere before deleting it\.$/,
    'اس ویریئنٹ کا ابھی $1 اسٹاک ہے۔ حذف کرنے سے پہلے اسٹاک رائٹ آف کریں یا کہیں اور بھیجیں۔',
  ],
  [
    /^This unit has been used \((.+)\), so its count cannot change: stock and history are in base units of its count\. Retire it and add a new unit instead\.$/,
    (_m, uses = '') =>
      `یہ یونٹ استعمال ہو چکا ہے (${usesUr(uses)})، اس لیے اس کی تعداد نہیں بدل سکتی: اسٹاک اور ریکارڈ اسی تعداد کے بنیادی یونٹس میں ہیں۔ اسے بند کر کے نیا یونٹ شامل کریں۔`,
  ],
  [
    /^This quantity is not a whole number of (.+): the product is counted in whole \1\.$/,
    'یہ مقدار پورے $1 میں نہیں: یہ پروڈکٹ پورے $1 میں گنی جاتی ہے۔',
  ],
  [
    /^The stock of (.+) is (.+) now, less than the count takes off: recount it\.$/,
    '$1 کا اسٹاک اب $2 ہے، جو گنتی کی کمی سے کم ہے: اسے دوبارہ گنیں۔',
  ],
  [
    /^This department cannot be deleted because it still has (.+)\.$/,
    (_m, list = '') => `یہ شعبہ حذف نہیں ہو سکتا کیونکہ اس میں ابھی ${inUseList(list)} موجود ہیں۔`,
  ],
  // Orders, refunds, payments and credit
  [
    /^Line (\d+): at most (.+) can be returned \(sold less already returned\)\.$/,
    'لائن $1: زیادہ سے زیادہ $2 واپس ہو سکتا ہے (بکا ہوا، پہلے کی واپسی نکال کر)۔',
  ],
  [/^Card and credit are more than the total by (.+)\.$/, 'کارڈ اور ادھار کل رقم سے $1 زیادہ ہیں۔'],
  [
    /^Credit limit (.+) would be passed: the customer owes (.+), this sale puts (.+) on account, (.+) is available\.$/,
    'ادھار کی حد $1 سے بڑھ جائے گی: گاہک پر $2 بقایا ہے، یہ بکری $3 ادھار کھاتے میں ڈالتی ہے، $4 باقی ہے۔',
  ],
  [
    /^Invoice (.*) of (.*) is overdue \(more than (\d+) days\) with (.+) due: no new credit until it is paid\.$/,
    'بل $1 ($2) واجب الادا ہے ($3 دن سے زیادہ)، اس پر $4 باقی ہے: ادائیگی تک نیا ادھار نہیں۔',
  ],
  [/^Batch (\d+) was already bought by another order\.$/, 'بیچ $1 کسی اور آرڈر میں پہلے ہی خریدا جا چکا ہے۔'],
  [/^Invoice number (.+) is taken\.$/, 'بل نمبر $1 پہلے سے استعمال ہو چکا ہے۔'],
  [
    /^Batch (\d+) is not a new receipt of your company that no order has bought\.$/,
    'بیچ $1 آپ کی کمپنی کی ایسی نئی وصولی نہیں جو کسی آرڈر نے نہ خریدی ہو۔',
  ],
  [
    /^The quantity of the line must equal what batch (\d+) received\.$/,
    'لائن کی مقدار بیچ $1 کی وصول شدہ مقدار کے برابر ہو۔',
  ],
  [
    /^Batch (\d+) was received from a supplier and is already on its account; it is not bought again\.$/,
    'بیچ $1 سپلائر سے وصول ہو کر اس کے کھاتے میں درج ہے؛ دوبارہ نہیں خریدا جاتا۔',
  ],
  [/^Product (\d+) has no rule ordering from (.+)\.$/, 'پروڈکٹ $1 کا $2 سے منگوانے کا کوئی اصول نہیں۔'],
  // Requests
  [/^Request is sent\. Request id is (.+)$/, 'درخواست بھیج دی گئی۔ درخواست نمبر $1'],
  [/^You cannot change this request from (.+) to (.+)\.$/, 'آپ یہ درخواست $1 سے $2 میں نہیں بدل سکتے۔'],
  // Notes the app writes on a request's history (shown in its status notification)
  [/^delivered by transfer (.+)$/, 'منتقلی $1 سے پہنچا'],
  [/^delivered by order (.+)$/, 'آرڈر $1 سے پہنچا'],
  // The books
  [
    /^Line (\d+) needs a debit or a credit that is a positive amount\.$/,
    'لائن $1 میں مثبت ڈیبٹ یا کریڈٹ رقم ہو۔',
  ],
  [/^Line (\d+) must be either a debit or a credit\.$/, 'لائن $1 یا تو ڈیبٹ ہو یا کریڈٹ۔'],
  [/^Line (\d+) has more than four decimal places\.$/, 'لائن $1 میں اعشاریہ کے بعد چار سے زیادہ ہندسے ہیں۔'],
  [/^Debits \((.+)\) and credits \((.+)\) differ\.$/, 'ڈیبٹ ($1) اور کریڈٹ ($2) برابر نہیں۔'],
  // Catalogue and stock CSV imports
  [/^Unknown category "(.*)"$/, 'زمرہ "$1" موجود نہیں'],
  [/^Unknown unit "(.*)"$/, 'یونٹ "$1" موجود نہیں'],
  [/^Unknown tax category "(.*)"$/, 'ٹیکس کی قسم "$1" موجود نہیں'],
  [/^Product details differ from row (\d+)$/, 'پروڈکٹ کی تفصیل قطار $1 سے مختلف ہے'],
  [/^units differ from row (\d+)$/, 'یونٹس قطار $1 سے مختلف ہیں'],
  [/^Variant (\d+) is not a live variant of this product$/, 'ویریئنٹ $1 اس پروڈکٹ کا فعال ویریئنٹ نہیں'],
  [/^Variant (\d+) appears twice$/, 'ویریئنٹ $1 دو بار آیا ہے'],
  [/^Variant (\d+) does not exist$/, 'ویریئنٹ $1 موجود نہیں'],
  [/^Batch (\d+) does not exist$/, 'بیچ $1 موجود نہیں'],
  [
    /^No product variant with barcode "(.*)", colour "(.*)" and size "(.*)"$/,
    'بارکوڈ "$1"، رنگ "$2" اور سائز "$3" کا کوئی ویریئنٹ نہیں',
  ],
  // What a CSV import row changes
  [/^name "(.*)" → "(.*)"$/s, 'نام "$1" → "$2"'],
  [
    /^(color|size|description) "(.*)" → "(.*)"$/s,
    (_m, field = '', was = '', now = '') => `${CHANGED_FIELD_UR[field] ?? field} "${was}" → "${now}"`,
  ],
  [
    /^token (\S+) → (\S+)$/,
    (_m, was = '', now = '') => `ٹوکن ${YES_NO_UR[was] ?? was} → ${YES_NO_UR[now] ?? now}`,
  ],
  [/^HS code "(.*)" → "(.*)"$/, 'HS کوڈ "$1" → "$2"'],
  [/^price (\S+) → (\S+)$/, 'قیمت $1 → $2'],
  [/^sale price (\S+) → (\S+)$/, 'فروخت کی قیمت $1 → $2'],
  [
    /^retail price (\S+) → (\S+)$/,
    (_m, was = '', now = '') =>
      `پرچون قیمت ${was === 'none' ? 'کوئی نہیں' : was} → ${now === 'none' ? 'کوئی نہیں' : now}`,
  ],
  [/^quantity (\S+) → (\S+)$/, 'مقدار $1 → $2'],
  [/^receive (\S+) as a new batch$/, '$1 نئے بیچ میں وصول ہو گا'],
  [
    /^unit "(.*)" (added|changed|retired)$/s,
    (_m, name = '', what = '') => `یونٹ "${name}" ${UNIT_CHANGE_UR[what] ?? what}`,
  ],
];

/**
 * A message about one column or part of a row ("hs_code: An HS/PCT code…", "units: unit 2 "box": …"):
 * the label stays as it is (a column name), the message after it is translated.
 */
export const LABELLED_MESSAGE = /^([a-z_]+(?: \d+)?(?: "[^"]*")?|"[^"]*"): (.+)$/s;
