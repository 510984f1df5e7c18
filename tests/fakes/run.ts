import { GMO, LEARNING, VERITRANS, startFakeGateways } from '../support/gateways';

/**
 * `npm run fakes`: both fake card gateways on fixed ports for the demo. Start the demo with
 * the printed variables, then choose VeriTrans or GMO in the console's payment settings with
 * the printed keys (test mode on for VeriTrans's dummy cards).
 */
const fakes = await startFakeGateways({ veritransPort: 4801, gmoPort: 4802, learningPort: 4803 });
console.log(`VeriTrans4G fake: ${fakes.veritrans.url}   GMO fake: ${fakes.gmo.url}

Start the demo against them:
  VERITRANS_API_URL=${fakes.veritrans.url} VERITRANS_TOKEN_URL=${fakes.veritrans.tokenUrl} \\
  GMO_API_URL=${fakes.gmo.url} GMO_TOKEN_URL=${fakes.gmo.tokenUrl} \\
  LEARNING_PAYMENT_URL=${fakes.learning.url} npm start

Payment settings (console → Settings → Payment):
  VeriTrans: merchant CCID ${VERITRANS.merchantCcid}, secret key ${VERITRANS.merchantSecretKey},
             token API key ${VERITRANS.tokenApiKey}, test mode on
  GMO:       shop ID ${GMO.shopId}, shop password ${GMO.shopPass},
             site ID ${GMO.siteId}, site password ${GMO.sitePass}
  Learning ID: company settings' learning-service client ${LEARNING.clientId} / ${LEARNING.clientSecret}
Card 4111 1111 1111 1111; the expiry month picks the outcome: 01 declined, 02 over the limit,
03 expired, 04 wrong security code, 05 pending (VeriTrans) / declined (GMO), 06 3-D Secure, other months pay.`);
