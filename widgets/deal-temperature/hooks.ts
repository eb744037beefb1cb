/** HOOKS.md "Temperature": `.hotcountbtn` with hotplus / hotminus (or thumbplus / thumbminus). */
export const HOT_BUTTON = '.hotcountbtn[data-post_id]';
