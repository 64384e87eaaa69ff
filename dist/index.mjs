import { createRequire as __benchgateCreateRequire } from 'node:module';
const require = __benchgateCreateRequire(import.meta.url);
import {
  BaselineError,
  CommandError,
  GITHUB_PACING,
  InputError,
  ParseError,
  UserError,
  errorMessage
} from "./chunks/chunk-OUSRDIKV.mjs";
import {
  __commonJS,
  __toESM,
  getInput,
  info,
  notice,
  setFailed,
  setOutput,
  setSecret,
  warning
} from "./chunks/chunk-22LFHGU3.mjs";

// node_modules/jstat/dist/jstat.js
var require_jstat = __commonJS({
  "node_modules/jstat/dist/jstat.js"(exports, module) {
    (function(window, factory) {
      if (typeof exports === "object") {
        module.exports = factory();
      } else if (typeof define === "function" && define.amd) {
        define(factory);
      } else {
        window.jStat = factory();
      }
    })(exports, function() {
      var jStat3 = (function(Math2, undefined2) {
        var concat = Array.prototype.concat;
        var slice = Array.prototype.slice;
        var toString = Object.prototype.toString;
        function calcRdx(n, m) {
          var val = n > m ? n : m;
          return Math2.pow(
            10,
            17 - ~~(Math2.log(val > 0 ? val : -val) * Math2.LOG10E)
          );
        }
        var isArray = Array.isArray || function isArray2(arg) {
          return toString.call(arg) === "[object Array]";
        };
        function isFunction(arg) {
          return toString.call(arg) === "[object Function]";
        }
        function isNumber2(num) {
          return typeof num === "number" ? num - num === 0 : false;
        }
        function toVector(arr) {
          return concat.apply([], arr);
        }
        function jStat4() {
          return new jStat4._init(arguments);
        }
        jStat4.fn = jStat4.prototype;
        jStat4._init = function _init(args) {
          if (isArray(args[0])) {
            if (isArray(args[0][0])) {
              if (isFunction(args[1]))
                args[0] = jStat4.map(args[0], args[1]);
              for (var i = 0; i < args[0].length; i++)
                this[i] = args[0][i];
              this.length = args[0].length;
            } else {
              this[0] = isFunction(args[1]) ? jStat4.map(args[0], args[1]) : args[0];
              this.length = 1;
            }
          } else if (isNumber2(args[0])) {
            this[0] = jStat4.seq.apply(null, args);
            this.length = 1;
          } else if (args[0] instanceof jStat4) {
            return jStat4(args[0].toArray());
          } else {
            this[0] = [];
            this.length = 1;
          }
          return this;
        };
        jStat4._init.prototype = jStat4.prototype;
        jStat4._init.constructor = jStat4;
        jStat4.utils = {
          calcRdx,
          isArray,
          isFunction,
          isNumber: isNumber2,
          toVector
        };
        jStat4._random_fn = Math2.random;
        jStat4.setRandom = function setRandom(fn) {
          if (typeof fn !== "function")
            throw new TypeError("fn is not a function");
          jStat4._random_fn = fn;
        };
        jStat4.extend = function extend(obj) {
          var i, j;
          if (arguments.length === 1) {
            for (j in obj)
              jStat4[j] = obj[j];
            return this;
          }
          for (i = 1; i < arguments.length; i++) {
            for (j in arguments[i])
              obj[j] = arguments[i][j];
          }
          return obj;
        };
        jStat4.rows = function rows(arr) {
          return arr.length || 1;
        };
        jStat4.cols = function cols(arr) {
          return arr[0].length || 1;
        };
        jStat4.dimensions = function dimensions(arr) {
          return {
            rows: jStat4.rows(arr),
            cols: jStat4.cols(arr)
          };
        };
        jStat4.row = function row3(arr, index) {
          if (isArray(index)) {
            return index.map(function(i) {
              return jStat4.row(arr, i);
            });
          }
          return arr[index];
        };
        jStat4.rowa = function rowa(arr, i) {
          return jStat4.row(arr, i);
        };
        jStat4.col = function col(arr, index) {
          if (isArray(index)) {
            var submat = jStat4.arange(arr.length).map(function() {
              return new Array(index.length);
            });
            index.forEach(function(ind, i2) {
              jStat4.arange(arr.length).forEach(function(j) {
                submat[j][i2] = arr[j][ind];
              });
            });
            return submat;
          }
          var column = new Array(arr.length);
          for (var i = 0; i < arr.length; i++)
            column[i] = [arr[i][index]];
          return column;
        };
        jStat4.cola = function cola(arr, i) {
          return jStat4.col(arr, i).map(function(a) {
            return a[0];
          });
        };
        jStat4.diag = function diag(arr) {
          var nrow = jStat4.rows(arr);
          var res = new Array(nrow);
          for (var row3 = 0; row3 < nrow; row3++)
            res[row3] = [arr[row3][row3]];
          return res;
        };
        jStat4.antidiag = function antidiag(arr) {
          var nrow = jStat4.rows(arr) - 1;
          var res = new Array(nrow);
          for (var i = 0; nrow >= 0; nrow--, i++)
            res[i] = [arr[i][nrow]];
          return res;
        };
        jStat4.transpose = function transpose(arr) {
          var obj = [];
          var objArr, rows, cols, j, i;
          if (!isArray(arr[0]))
            arr = [arr];
          rows = arr.length;
          cols = arr[0].length;
          for (i = 0; i < cols; i++) {
            objArr = new Array(rows);
            for (j = 0; j < rows; j++)
              objArr[j] = arr[j][i];
            obj.push(objArr);
          }
          return obj.length === 1 ? obj[0] : obj;
        };
        jStat4.map = function map(arr, func, toAlter) {
          var row3, nrow, ncol, res, col;
          if (!isArray(arr[0]))
            arr = [arr];
          nrow = arr.length;
          ncol = arr[0].length;
          res = toAlter ? arr : new Array(nrow);
          for (row3 = 0; row3 < nrow; row3++) {
            if (!res[row3])
              res[row3] = new Array(ncol);
            for (col = 0; col < ncol; col++)
              res[row3][col] = func(arr[row3][col], row3, col);
          }
          return res.length === 1 ? res[0] : res;
        };
        jStat4.cumreduce = function cumreduce(arr, func, toAlter) {
          var row3, nrow, ncol, res, col;
          if (!isArray(arr[0]))
            arr = [arr];
          nrow = arr.length;
          ncol = arr[0].length;
          res = toAlter ? arr : new Array(nrow);
          for (row3 = 0; row3 < nrow; row3++) {
            if (!res[row3])
              res[row3] = new Array(ncol);
            if (ncol > 0)
              res[row3][0] = arr[row3][0];
            for (col = 1; col < ncol; col++)
              res[row3][col] = func(res[row3][col - 1], arr[row3][col]);
          }
          return res.length === 1 ? res[0] : res;
        };
        jStat4.alter = function alter(arr, func) {
          return jStat4.map(arr, func, true);
        };
        jStat4.create = function create(rows, cols, func) {
          var res = new Array(rows);
          var i, j;
          if (isFunction(cols)) {
            func = cols;
            cols = rows;
          }
          for (i = 0; i < rows; i++) {
            res[i] = new Array(cols);
            for (j = 0; j < cols; j++)
              res[i][j] = func(i, j);
          }
          return res;
        };
        function retZero() {
          return 0;
        }
        jStat4.zeros = function zeros(rows, cols) {
          if (!isNumber2(cols))
            cols = rows;
          return jStat4.create(rows, cols, retZero);
        };
        function retOne() {
          return 1;
        }
        jStat4.ones = function ones(rows, cols) {
          if (!isNumber2(cols))
            cols = rows;
          return jStat4.create(rows, cols, retOne);
        };
        jStat4.rand = function rand(rows, cols) {
          if (!isNumber2(cols))
            cols = rows;
          return jStat4.create(rows, cols, jStat4._random_fn);
        };
        function retIdent(i, j) {
          return i === j ? 1 : 0;
        }
        jStat4.identity = function identity2(rows, cols) {
          if (!isNumber2(cols))
            cols = rows;
          return jStat4.create(rows, cols, retIdent);
        };
        jStat4.symmetric = function symmetric(arr) {
          var size = arr.length;
          var row3, col;
          if (arr.length !== arr[0].length)
            return false;
          for (row3 = 0; row3 < size; row3++) {
            for (col = 0; col < size; col++)
              if (arr[col][row3] !== arr[row3][col])
                return false;
          }
          return true;
        };
        jStat4.clear = function clear(arr) {
          return jStat4.alter(arr, retZero);
        };
        jStat4.seq = function seq(min, max, length, func) {
          if (!isFunction(func))
            func = false;
          var arr = [];
          var hival = calcRdx(min, max);
          var step = (max * hival - min * hival) / ((length - 1) * hival);
          var current = min;
          var cnt;
          for (cnt = 0; current <= max && cnt < length; cnt++, current = (min * hival + step * hival * cnt) / hival) {
            arr.push(func ? func(current, cnt) : current);
          }
          return arr;
        };
        jStat4.arange = function arange(start, end, step) {
          var rl = [];
          var i;
          step = step || 1;
          if (end === undefined2) {
            end = start;
            start = 0;
          }
          if (start === end || step === 0) {
            return [];
          }
          if (start < end && step < 0) {
            return [];
          }
          if (start > end && step > 0) {
            return [];
          }
          if (step > 0) {
            for (i = start; i < end; i += step) {
              rl.push(i);
            }
          } else {
            for (i = start; i > end; i += step) {
              rl.push(i);
            }
          }
          return rl;
        };
        jStat4.slice = /* @__PURE__ */ (function() {
          function _slice(list, start, end, step) {
            var i;
            var rl = [];
            var length = list.length;
            if (start === undefined2 && end === undefined2 && step === undefined2) {
              return jStat4.copy(list);
            }
            start = start || 0;
            end = end || list.length;
            start = start >= 0 ? start : length + start;
            end = end >= 0 ? end : length + end;
            step = step || 1;
            if (start === end || step === 0) {
              return [];
            }
            if (start < end && step < 0) {
              return [];
            }
            if (start > end && step > 0) {
              return [];
            }
            if (step > 0) {
              for (i = start; i < end; i += step) {
                rl.push(list[i]);
              }
            } else {
              for (i = start; i > end; i += step) {
                rl.push(list[i]);
              }
            }
            return rl;
          }
          function slice2(list, rcSlice) {
            var colSlice, rowSlice;
            rcSlice = rcSlice || {};
            if (isNumber2(rcSlice.row)) {
              if (isNumber2(rcSlice.col))
                return list[rcSlice.row][rcSlice.col];
              var row3 = jStat4.rowa(list, rcSlice.row);
              colSlice = rcSlice.col || {};
              return _slice(row3, colSlice.start, colSlice.end, colSlice.step);
            }
            if (isNumber2(rcSlice.col)) {
              var col = jStat4.cola(list, rcSlice.col);
              rowSlice = rcSlice.row || {};
              return _slice(col, rowSlice.start, rowSlice.end, rowSlice.step);
            }
            rowSlice = rcSlice.row || {};
            colSlice = rcSlice.col || {};
            var rows = _slice(list, rowSlice.start, rowSlice.end, rowSlice.step);
            return rows.map(function(row4) {
              return _slice(row4, colSlice.start, colSlice.end, colSlice.step);
            });
          }
          return slice2;
        })();
        jStat4.sliceAssign = function sliceAssign(A, rcSlice, B) {
          var nl2, ml;
          if (isNumber2(rcSlice.row)) {
            if (isNumber2(rcSlice.col))
              return A[rcSlice.row][rcSlice.col] = B;
            rcSlice.col = rcSlice.col || {};
            rcSlice.col.start = rcSlice.col.start || 0;
            rcSlice.col.end = rcSlice.col.end || A[0].length;
            rcSlice.col.step = rcSlice.col.step || 1;
            nl2 = jStat4.arange(
              rcSlice.col.start,
              Math2.min(A.length, rcSlice.col.end),
              rcSlice.col.step
            );
            var m = rcSlice.row;
            nl2.forEach(function(n2, i) {
              A[m][n2] = B[i];
            });
            return A;
          }
          if (isNumber2(rcSlice.col)) {
            rcSlice.row = rcSlice.row || {};
            rcSlice.row.start = rcSlice.row.start || 0;
            rcSlice.row.end = rcSlice.row.end || A.length;
            rcSlice.row.step = rcSlice.row.step || 1;
            ml = jStat4.arange(
              rcSlice.row.start,
              Math2.min(A[0].length, rcSlice.row.end),
              rcSlice.row.step
            );
            var n = rcSlice.col;
            ml.forEach(function(m2, j) {
              A[m2][n] = B[j];
            });
            return A;
          }
          if (B[0].length === undefined2) {
            B = [B];
          }
          rcSlice.row.start = rcSlice.row.start || 0;
          rcSlice.row.end = rcSlice.row.end || A.length;
          rcSlice.row.step = rcSlice.row.step || 1;
          rcSlice.col.start = rcSlice.col.start || 0;
          rcSlice.col.end = rcSlice.col.end || A[0].length;
          rcSlice.col.step = rcSlice.col.step || 1;
          ml = jStat4.arange(
            rcSlice.row.start,
            Math2.min(A.length, rcSlice.row.end),
            rcSlice.row.step
          );
          nl2 = jStat4.arange(
            rcSlice.col.start,
            Math2.min(A[0].length, rcSlice.col.end),
            rcSlice.col.step
          );
          ml.forEach(function(m2, i) {
            nl2.forEach(function(n2, j) {
              A[m2][n2] = B[i][j];
            });
          });
          return A;
        };
        jStat4.diagonal = function diagonal(diagArray) {
          var mat = jStat4.zeros(diagArray.length, diagArray.length);
          diagArray.forEach(function(t, i) {
            mat[i][i] = t;
          });
          return mat;
        };
        jStat4.copy = function copy(A) {
          return A.map(function(row3) {
            if (isNumber2(row3))
              return row3;
            return row3.map(function(t) {
              return t;
            });
          });
        };
        var jProto = jStat4.prototype;
        jProto.length = 0;
        jProto.push = Array.prototype.push;
        jProto.sort = Array.prototype.sort;
        jProto.splice = Array.prototype.splice;
        jProto.slice = Array.prototype.slice;
        jProto.toArray = function toArray() {
          return this.length > 1 ? slice.call(this) : slice.call(this)[0];
        };
        jProto.map = function map(func, toAlter) {
          return jStat4(jStat4.map(this, func, toAlter));
        };
        jProto.cumreduce = function cumreduce(func, toAlter) {
          return jStat4(jStat4.cumreduce(this, func, toAlter));
        };
        jProto.alter = function alter(func) {
          jStat4.alter(this, func);
          return this;
        };
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jProto[passfunc] = function(func) {
              var self = this, results;
              if (func) {
                setTimeout(function() {
                  func.call(self, jProto[passfunc].call(self));
                });
                return this;
              }
              results = jStat4[passfunc](this);
              return isArray(results) ? jStat4(results) : results;
            };
          })(funcs[i]);
        })("transpose clear symmetric rows cols dimensions diag antidiag".split(" "));
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jProto[passfunc] = function(index, func) {
              var self = this;
              if (func) {
                setTimeout(function() {
                  func.call(self, jProto[passfunc].call(self, index));
                });
                return this;
              }
              return jStat4(jStat4[passfunc](this, index));
            };
          })(funcs[i]);
        })("row col".split(" "));
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jProto[passfunc] = function() {
              return jStat4(jStat4[passfunc].apply(null, arguments));
            };
          })(funcs[i]);
        })("create zeros ones rand identity".split(" "));
        return jStat4;
      })(Math);
      (function(jStat4, Math2) {
        var isFunction = jStat4.utils.isFunction;
        function ascNum(a, b) {
          return a - b;
        }
        function clip(arg, min, max) {
          return Math2.max(min, Math2.min(arg, max));
        }
        jStat4.sum = function sum(arr) {
          var sum2 = 0;
          var i = arr.length;
          while (--i >= 0)
            sum2 += arr[i];
          return sum2;
        };
        jStat4.sumsqrd = function sumsqrd(arr) {
          var sum = 0;
          var i = arr.length;
          while (--i >= 0)
            sum += arr[i] * arr[i];
          return sum;
        };
        jStat4.sumsqerr = function sumsqerr(arr) {
          var mean = jStat4.mean(arr);
          var sum = 0;
          var i = arr.length;
          var tmp;
          while (--i >= 0) {
            tmp = arr[i] - mean;
            sum += tmp * tmp;
          }
          return sum;
        };
        jStat4.sumrow = function sumrow(arr) {
          var sum = 0;
          var i = arr.length;
          while (--i >= 0)
            sum += arr[i];
          return sum;
        };
        jStat4.product = function product(arr) {
          var prod = 1;
          var i = arr.length;
          while (--i >= 0)
            prod *= arr[i];
          return prod;
        };
        jStat4.min = function min(arr) {
          var low = arr[0];
          var i = 0;
          while (++i < arr.length)
            if (arr[i] < low)
              low = arr[i];
          return low;
        };
        jStat4.max = function max(arr) {
          var high = arr[0];
          var i = 0;
          while (++i < arr.length)
            if (arr[i] > high)
              high = arr[i];
          return high;
        };
        jStat4.unique = function unique(arr) {
          var hash = {}, _arr = [];
          for (var i = 0; i < arr.length; i++) {
            if (!hash[arr[i]]) {
              hash[arr[i]] = true;
              _arr.push(arr[i]);
            }
          }
          return _arr;
        };
        jStat4.mean = function mean(arr) {
          return jStat4.sum(arr) / arr.length;
        };
        jStat4.meansqerr = function meansqerr(arr) {
          return jStat4.sumsqerr(arr) / arr.length;
        };
        jStat4.geomean = function geomean(arr) {
          var logs = arr.map(Math2.log);
          var meanOfLogs = jStat4.mean(logs);
          return Math2.exp(meanOfLogs);
        };
        jStat4.median = function median(arr) {
          var arrlen = arr.length;
          var _arr = arr.slice().sort(ascNum);
          return !(arrlen & 1) ? (_arr[arrlen / 2 - 1] + _arr[arrlen / 2]) / 2 : _arr[arrlen / 2 | 0];
        };
        jStat4.cumsum = function cumsum(arr) {
          return jStat4.cumreduce(arr, function(a, b) {
            return a + b;
          });
        };
        jStat4.cumprod = function cumprod(arr) {
          return jStat4.cumreduce(arr, function(a, b) {
            return a * b;
          });
        };
        jStat4.diff = function diff(arr) {
          var diffs = [];
          var arrLen = arr.length;
          var i;
          for (i = 1; i < arrLen; i++)
            diffs.push(arr[i] - arr[i - 1]);
          return diffs;
        };
        jStat4.rank = function(arr) {
          var i;
          var distinctNumbers = [];
          var numberCounts = {};
          for (i = 0; i < arr.length; i++) {
            var number = arr[i];
            if (numberCounts[number]) {
              numberCounts[number]++;
            } else {
              numberCounts[number] = 1;
              distinctNumbers.push(number);
            }
          }
          var sortedDistinctNumbers = distinctNumbers.sort(ascNum);
          var numberRanks = {};
          var currentRank = 1;
          for (i = 0; i < sortedDistinctNumbers.length; i++) {
            var number = sortedDistinctNumbers[i];
            var count = numberCounts[number];
            var first = currentRank;
            var last = currentRank + count - 1;
            var rank2 = (first + last) / 2;
            numberRanks[number] = rank2;
            currentRank += count;
          }
          return arr.map(function(number2) {
            return numberRanks[number2];
          });
        };
        jStat4.mode = function mode(arr) {
          var arrLen = arr.length;
          var _arr = arr.slice().sort(ascNum);
          var count = 1;
          var maxCount = 0;
          var numMaxCount = 0;
          var mode_arr = [];
          var i;
          for (i = 0; i < arrLen; i++) {
            if (_arr[i] === _arr[i + 1]) {
              count++;
            } else {
              if (count > maxCount) {
                mode_arr = [_arr[i]];
                maxCount = count;
                numMaxCount = 0;
              } else if (count === maxCount) {
                mode_arr.push(_arr[i]);
                numMaxCount++;
              }
              count = 1;
            }
          }
          return numMaxCount === 0 ? mode_arr[0] : mode_arr;
        };
        jStat4.range = function range2(arr) {
          return jStat4.max(arr) - jStat4.min(arr);
        };
        jStat4.variance = function variance(arr, flag) {
          return jStat4.sumsqerr(arr) / (arr.length - (flag ? 1 : 0));
        };
        jStat4.pooledvariance = function pooledvariance(arr) {
          var sumsqerr = arr.reduce(function(a, samples) {
            return a + jStat4.sumsqerr(samples);
          }, 0);
          var count = arr.reduce(function(a, samples) {
            return a + samples.length;
          }, 0);
          return sumsqerr / (count - arr.length);
        };
        jStat4.deviation = function(arr) {
          var mean = jStat4.mean(arr);
          var arrlen = arr.length;
          var dev = new Array(arrlen);
          for (var i = 0; i < arrlen; i++) {
            dev[i] = arr[i] - mean;
          }
          return dev;
        };
        jStat4.stdev = function stdev(arr, flag) {
          return Math2.sqrt(jStat4.variance(arr, flag));
        };
        jStat4.pooledstdev = function pooledstdev(arr) {
          return Math2.sqrt(jStat4.pooledvariance(arr));
        };
        jStat4.meandev = function meandev(arr) {
          var mean = jStat4.mean(arr);
          var a = [];
          for (var i = arr.length - 1; i >= 0; i--) {
            a.push(Math2.abs(arr[i] - mean));
          }
          return jStat4.mean(a);
        };
        jStat4.meddev = function meddev(arr) {
          var median = jStat4.median(arr);
          var a = [];
          for (var i = arr.length - 1; i >= 0; i--) {
            a.push(Math2.abs(arr[i] - median));
          }
          return jStat4.median(a);
        };
        jStat4.coeffvar = function coeffvar(arr) {
          return jStat4.stdev(arr) / jStat4.mean(arr);
        };
        jStat4.quartiles = function quartiles(arr) {
          var arrlen = arr.length;
          var _arr = arr.slice().sort(ascNum);
          return [
            _arr[Math2.round(arrlen / 4) - 1],
            _arr[Math2.round(arrlen / 2) - 1],
            _arr[Math2.round(arrlen * 3 / 4) - 1]
          ];
        };
        jStat4.quantiles = function quantiles(arr, quantilesArray, alphap, betap) {
          var sortedArray = arr.slice().sort(ascNum);
          var quantileVals = [quantilesArray.length];
          var n = arr.length;
          var i, p, m, aleph, k, gamma;
          if (typeof alphap === "undefined")
            alphap = 3 / 8;
          if (typeof betap === "undefined")
            betap = 3 / 8;
          for (i = 0; i < quantilesArray.length; i++) {
            p = quantilesArray[i];
            m = alphap + p * (1 - alphap - betap);
            aleph = n * p + m;
            k = Math2.floor(clip(aleph, 1, n - 1));
            gamma = clip(aleph - k, 0, 1);
            quantileVals[i] = (1 - gamma) * sortedArray[k - 1] + gamma * sortedArray[k];
          }
          return quantileVals;
        };
        jStat4.percentile = function percentile(arr, k, exclusive) {
          var _arr = arr.slice().sort(ascNum);
          var realIndex = k * (_arr.length + (exclusive ? 1 : -1)) + (exclusive ? 0 : 1);
          var index = parseInt(realIndex);
          var frac = realIndex - index;
          if (index + 1 < _arr.length) {
            return _arr[index - 1] + frac * (_arr[index] - _arr[index - 1]);
          } else {
            return _arr[index - 1];
          }
        };
        jStat4.percentileOfScore = function percentileOfScore(arr, score, kind) {
          var counter = 0;
          var len = arr.length;
          var strict = false;
          var value, i;
          if (kind === "strict")
            strict = true;
          for (i = 0; i < len; i++) {
            value = arr[i];
            if (strict && value < score || !strict && value <= score) {
              counter++;
            }
          }
          return counter / len;
        };
        jStat4.histogram = function histogram(arr, binCnt) {
          binCnt = binCnt || 4;
          var first = jStat4.min(arr);
          var binWidth = (jStat4.max(arr) - first) / binCnt;
          var len = arr.length;
          var bins = [];
          var i;
          for (i = 0; i < binCnt; i++)
            bins[i] = 0;
          for (i = 0; i < len; i++)
            bins[Math2.min(Math2.floor((arr[i] - first) / binWidth), binCnt - 1)] += 1;
          return bins;
        };
        jStat4.covariance = function covariance(arr1, arr2) {
          var u = jStat4.mean(arr1);
          var v = jStat4.mean(arr2);
          var arr1Len = arr1.length;
          var sq_dev = new Array(arr1Len);
          var i;
          for (i = 0; i < arr1Len; i++)
            sq_dev[i] = (arr1[i] - u) * (arr2[i] - v);
          return jStat4.sum(sq_dev) / (arr1Len - 1);
        };
        jStat4.corrcoeff = function corrcoeff(arr1, arr2) {
          return jStat4.covariance(arr1, arr2) / jStat4.stdev(arr1, 1) / jStat4.stdev(arr2, 1);
        };
        jStat4.spearmancoeff = function(arr1, arr2) {
          arr1 = jStat4.rank(arr1);
          arr2 = jStat4.rank(arr2);
          return jStat4.corrcoeff(arr1, arr2);
        };
        jStat4.stanMoment = function stanMoment(arr, n) {
          var mu = jStat4.mean(arr);
          var sigma = jStat4.stdev(arr);
          var len = arr.length;
          var skewSum = 0;
          for (var i = 0; i < len; i++)
            skewSum += Math2.pow((arr[i] - mu) / sigma, n);
          return skewSum / arr.length;
        };
        jStat4.skewness = function skewness(arr) {
          return jStat4.stanMoment(arr, 3);
        };
        jStat4.kurtosis = function kurtosis(arr) {
          return jStat4.stanMoment(arr, 4) - 3;
        };
        var jProto = jStat4.prototype;
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jProto[passfunc] = function(fullbool, func) {
              var arr = [];
              var i2 = 0;
              var tmpthis = this;
              if (isFunction(fullbool)) {
                func = fullbool;
                fullbool = false;
              }
              if (func) {
                setTimeout(function() {
                  func.call(tmpthis, jProto[passfunc].call(tmpthis, fullbool));
                });
                return this;
              }
              if (this.length > 1) {
                tmpthis = fullbool === true ? this : this.transpose();
                for (; i2 < tmpthis.length; i2++)
                  arr[i2] = jStat4[passfunc](tmpthis[i2]);
                return arr;
              }
              return jStat4[passfunc](this[0], fullbool);
            };
          })(funcs[i]);
        })("cumsum cumprod".split(" "));
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jProto[passfunc] = function(fullbool, func) {
              var arr = [];
              var i2 = 0;
              var tmpthis = this;
              if (isFunction(fullbool)) {
                func = fullbool;
                fullbool = false;
              }
              if (func) {
                setTimeout(function() {
                  func.call(tmpthis, jProto[passfunc].call(tmpthis, fullbool));
                });
                return this;
              }
              if (this.length > 1) {
                if (passfunc !== "sumrow")
                  tmpthis = fullbool === true ? this : this.transpose();
                for (; i2 < tmpthis.length; i2++)
                  arr[i2] = jStat4[passfunc](tmpthis[i2]);
                return fullbool === true ? jStat4[passfunc](jStat4.utils.toVector(arr)) : arr;
              }
              return jStat4[passfunc](this[0], fullbool);
            };
          })(funcs[i]);
        })("sum sumsqrd sumsqerr sumrow product min max unique mean meansqerr geomean median diff rank mode range variance deviation stdev meandev meddev coeffvar quartiles histogram skewness kurtosis".split(" "));
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jProto[passfunc] = function() {
              var arr = [];
              var i2 = 0;
              var tmpthis = this;
              var args = Array.prototype.slice.call(arguments);
              var callbackFunction;
              if (isFunction(args[args.length - 1])) {
                callbackFunction = args[args.length - 1];
                var argsToPass = args.slice(0, args.length - 1);
                setTimeout(function() {
                  callbackFunction.call(
                    tmpthis,
                    jProto[passfunc].apply(tmpthis, argsToPass)
                  );
                });
                return this;
              } else {
                callbackFunction = void 0;
                var curriedFunction = function curriedFunction2(vector) {
                  return jStat4[passfunc].apply(tmpthis, [vector].concat(args));
                };
              }
              if (this.length > 1) {
                tmpthis = tmpthis.transpose();
                for (; i2 < tmpthis.length; i2++)
                  arr[i2] = curriedFunction(tmpthis[i2]);
                return arr;
              }
              return curriedFunction(this[0]);
            };
          })(funcs[i]);
        })("quantiles percentileOfScore".split(" "));
      })(jStat3, Math);
      (function(jStat4, Math2) {
        jStat4.gammaln = function gammaln(x) {
          var j = 0;
          var cof = [
            76.18009172947146,
            -86.50532032941678,
            24.01409824083091,
            -1.231739572450155,
            0.001208650973866179,
            -5395239384953e-18
          ];
          var ser = 1.000000000190015;
          var xx, y, tmp;
          tmp = (y = xx = x) + 5.5;
          tmp -= (xx + 0.5) * Math2.log(tmp);
          for (; j < 6; j++)
            ser += cof[j] / ++y;
          return Math2.log(2.5066282746310007 * ser / xx) - tmp;
        };
        jStat4.loggam = function loggam(x) {
          var x0, x2, xp, gl, gl0;
          var k, n;
          var a = [
            0.08333333333333333,
            -0.002777777777777778,
            7936507936507937e-19,
            -5952380952380952e-19,
            8417508417508418e-19,
            -0.001917526917526918,
            0.00641025641025641,
            -0.02955065359477124,
            0.1796443723688307,
            -1.3924322169059
          ];
          x0 = x;
          n = 0;
          if (x == 1 || x == 2) {
            return 0;
          }
          if (x <= 7) {
            n = Math2.floor(7 - x);
            x0 = x + n;
          }
          x2 = 1 / (x0 * x0);
          xp = 2 * Math2.PI;
          gl0 = a[9];
          for (k = 8; k >= 0; k--) {
            gl0 *= x2;
            gl0 += a[k];
          }
          gl = gl0 / x0 + 0.5 * Math2.log(xp) + (x0 - 0.5) * Math2.log(x0) - x0;
          if (x <= 7) {
            for (k = 1; k <= n; k++) {
              gl -= Math2.log(x0 - 1);
              x0 -= 1;
            }
          }
          return gl;
        };
        jStat4.gammafn = function gammafn(x) {
          var p = [
            -1.716185138865495,
            24.76565080557592,
            -379.80425647094563,
            629.3311553128184,
            866.9662027904133,
            -31451.272968848367,
            -36144.413418691176,
            66456.14382024054
          ];
          var q = [
            -30.8402300119739,
            315.35062697960416,
            -1015.1563674902192,
            -3107.771671572311,
            22538.11842098015,
            4755.846277527881,
            -134659.9598649693,
            -115132.2596755535
          ];
          var fact = false;
          var n = 0;
          var xden = 0;
          var xnum = 0;
          var y = x;
          var i, z, yi, res;
          if (x > 171.6243769536076) {
            return Infinity;
          }
          if (y <= 0) {
            res = y % 1 + 36e-17;
            if (res) {
              fact = (!(y & 1) ? 1 : -1) * Math2.PI / Math2.sin(Math2.PI * res);
              y = 1 - y;
            } else {
              return Infinity;
            }
          }
          yi = y;
          if (y < 1) {
            z = y++;
          } else {
            z = (y -= n = (y | 0) - 1) - 1;
          }
          for (i = 0; i < 8; ++i) {
            xnum = (xnum + p[i]) * z;
            xden = xden * z + q[i];
          }
          res = xnum / xden + 1;
          if (yi < y) {
            res /= yi;
          } else if (yi > y) {
            for (i = 0; i < n; ++i) {
              res *= y;
              y++;
            }
          }
          if (fact) {
            res = fact / res;
          }
          return res;
        };
        jStat4.gammap = function gammap(a, x) {
          return jStat4.lowRegGamma(a, x) * jStat4.gammafn(a);
        };
        jStat4.lowRegGamma = function lowRegGamma(a, x) {
          var aln = jStat4.gammaln(a);
          var ap = a;
          var sum = 1 / a;
          var del = sum;
          var b = x + 1 - a;
          var c2 = 1 / 1e-30;
          var d = 1 / b;
          var h = d;
          var i = 1;
          var ITMAX = -~(Math2.log(a >= 1 ? a : 1 / a) * 8.5 + a * 0.4 + 17);
          var an;
          if (x < 0 || a <= 0) {
            return NaN;
          } else if (x < a + 1) {
            for (; i <= ITMAX; i++) {
              sum += del *= x / ++ap;
            }
            return sum * Math2.exp(-x + a * Math2.log(x) - aln);
          }
          for (; i <= ITMAX; i++) {
            an = -i * (i - a);
            b += 2;
            d = an * d + b;
            c2 = b + an / c2;
            d = 1 / d;
            h *= d * c2;
          }
          return 1 - h * Math2.exp(-x + a * Math2.log(x) - aln);
        };
        jStat4.factorialln = function factorialln(n) {
          return n < 0 ? NaN : jStat4.gammaln(n + 1);
        };
        jStat4.factorial = function factorial(n) {
          return n < 0 ? NaN : jStat4.gammafn(n + 1);
        };
        jStat4.combination = function combination(n, m) {
          return n > 170 || m > 170 ? Math2.exp(jStat4.combinationln(n, m)) : jStat4.factorial(n) / jStat4.factorial(m) / jStat4.factorial(n - m);
        };
        jStat4.combinationln = function combinationln(n, m) {
          return jStat4.factorialln(n) - jStat4.factorialln(m) - jStat4.factorialln(n - m);
        };
        jStat4.permutation = function permutation(n, m) {
          return jStat4.factorial(n) / jStat4.factorial(n - m);
        };
        jStat4.betafn = function betafn(x, y) {
          if (x <= 0 || y <= 0)
            return void 0;
          return x + y > 170 ? Math2.exp(jStat4.betaln(x, y)) : jStat4.gammafn(x) * jStat4.gammafn(y) / jStat4.gammafn(x + y);
        };
        jStat4.betaln = function betaln(x, y) {
          return jStat4.gammaln(x) + jStat4.gammaln(y) - jStat4.gammaln(x + y);
        };
        jStat4.betacf = function betacf(x, a, b) {
          var fpmin = 1e-30;
          var m = 1;
          var qab = a + b;
          var qap = a + 1;
          var qam = a - 1;
          var c2 = 1;
          var d = 1 - qab * x / qap;
          var m2, aa, del, h;
          if (Math2.abs(d) < fpmin)
            d = fpmin;
          d = 1 / d;
          h = d;
          for (; m <= 100; m++) {
            m2 = 2 * m;
            aa = m * (b - m) * x / ((qam + m2) * (a + m2));
            d = 1 + aa * d;
            if (Math2.abs(d) < fpmin)
              d = fpmin;
            c2 = 1 + aa / c2;
            if (Math2.abs(c2) < fpmin)
              c2 = fpmin;
            d = 1 / d;
            h *= d * c2;
            aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
            d = 1 + aa * d;
            if (Math2.abs(d) < fpmin)
              d = fpmin;
            c2 = 1 + aa / c2;
            if (Math2.abs(c2) < fpmin)
              c2 = fpmin;
            d = 1 / d;
            del = d * c2;
            h *= del;
            if (Math2.abs(del - 1) < 3e-7)
              break;
          }
          return h;
        };
        jStat4.gammapinv = function gammapinv(p, a) {
          var j = 0;
          var a1 = a - 1;
          var EPS = 1e-8;
          var gln = jStat4.gammaln(a);
          var x, err, t, u, pp, lna1, afac;
          if (p >= 1)
            return Math2.max(100, a + 100 * Math2.sqrt(a));
          if (p <= 0)
            return 0;
          if (a > 1) {
            lna1 = Math2.log(a1);
            afac = Math2.exp(a1 * (lna1 - 1) - gln);
            pp = p < 0.5 ? p : 1 - p;
            t = Math2.sqrt(-2 * Math2.log(pp));
            x = (2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t;
            if (p < 0.5)
              x = -x;
            x = Math2.max(
              1e-3,
              a * Math2.pow(1 - 1 / (9 * a) - x / (3 * Math2.sqrt(a)), 3)
            );
          } else {
            t = 1 - a * (0.253 + a * 0.12);
            if (p < t)
              x = Math2.pow(p / t, 1 / a);
            else
              x = 1 - Math2.log(1 - (p - t) / (1 - t));
          }
          for (; j < 12; j++) {
            if (x <= 0)
              return 0;
            err = jStat4.lowRegGamma(a, x) - p;
            if (a > 1)
              t = afac * Math2.exp(-(x - a1) + a1 * (Math2.log(x) - lna1));
            else
              t = Math2.exp(-x + a1 * Math2.log(x) - gln);
            u = err / t;
            x -= t = u / (1 - 0.5 * Math2.min(1, u * ((a - 1) / x - 1)));
            if (x <= 0)
              x = 0.5 * (x + t);
            if (Math2.abs(t) < EPS * x)
              break;
          }
          return x;
        };
        jStat4.erf = function erf(x) {
          var cof = [
            -1.3026537197817094,
            0.6419697923564902,
            0.019476473204185836,
            -0.00956151478680863,
            -946595344482036e-18,
            366839497852761e-18,
            42523324806907e-18,
            -20278578112534e-18,
            -1624290004647e-18,
            130365583558e-17,
            15626441722e-18,
            -85238095915e-18,
            6529054439e-18,
            5059343495e-18,
            -991364156e-18,
            -227365122e-18,
            96467911e-18,
            2394038e-18,
            -6886027e-18,
            894487e-18,
            313092e-18,
            -112708e-18,
            381e-18,
            7106e-18,
            -1523e-18,
            -94e-18,
            121e-18,
            -28e-18
          ];
          var j = cof.length - 1;
          var isneg = false;
          var d = 0;
          var dd = 0;
          var t, ty, tmp, res;
          if (x < 0) {
            x = -x;
            isneg = true;
          }
          t = 2 / (2 + x);
          ty = 4 * t - 2;
          for (; j > 0; j--) {
            tmp = d;
            d = ty * d - dd + cof[j];
            dd = tmp;
          }
          res = t * Math2.exp(-x * x + 0.5 * (cof[0] + ty * d) - dd);
          return isneg ? res - 1 : 1 - res;
        };
        jStat4.erfc = function erfc(x) {
          return 1 - jStat4.erf(x);
        };
        jStat4.erfcinv = function erfcinv(p) {
          var j = 0;
          var x, err, t, pp;
          if (p >= 2)
            return -100;
          if (p <= 0)
            return 100;
          pp = p < 1 ? p : 2 - p;
          t = Math2.sqrt(-2 * Math2.log(pp / 2));
          x = -0.70711 * ((2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t);
          for (; j < 2; j++) {
            err = jStat4.erfc(x) - pp;
            x += err / (1.1283791670955126 * Math2.exp(-x * x) - x * err);
          }
          return p < 1 ? x : -x;
        };
        jStat4.ibetainv = function ibetainv(p, a, b) {
          var EPS = 1e-8;
          var a1 = a - 1;
          var b1 = b - 1;
          var j = 0;
          var lna, lnb, pp, t, u, err, x, al, h, w, afac;
          if (p <= 0)
            return 0;
          if (p >= 1)
            return 1;
          if (a >= 1 && b >= 1) {
            pp = p < 0.5 ? p : 1 - p;
            t = Math2.sqrt(-2 * Math2.log(pp));
            x = (2.30753 + t * 0.27061) / (1 + t * (0.99229 + t * 0.04481)) - t;
            if (p < 0.5)
              x = -x;
            al = (x * x - 3) / 6;
            h = 2 / (1 / (2 * a - 1) + 1 / (2 * b - 1));
            w = x * Math2.sqrt(al + h) / h - (1 / (2 * b - 1) - 1 / (2 * a - 1)) * (al + 5 / 6 - 2 / (3 * h));
            x = a / (a + b * Math2.exp(2 * w));
          } else {
            lna = Math2.log(a / (a + b));
            lnb = Math2.log(b / (a + b));
            t = Math2.exp(a * lna) / a;
            u = Math2.exp(b * lnb) / b;
            w = t + u;
            if (p < t / w)
              x = Math2.pow(a * w * p, 1 / a);
            else
              x = 1 - Math2.pow(b * w * (1 - p), 1 / b);
          }
          afac = -jStat4.gammaln(a) - jStat4.gammaln(b) + jStat4.gammaln(a + b);
          for (; j < 10; j++) {
            if (x === 0 || x === 1)
              return x;
            err = jStat4.ibeta(x, a, b) - p;
            t = Math2.exp(a1 * Math2.log(x) + b1 * Math2.log(1 - x) + afac);
            u = err / t;
            x -= t = u / (1 - 0.5 * Math2.min(1, u * (a1 / x - b1 / (1 - x))));
            if (x <= 0)
              x = 0.5 * (x + t);
            if (x >= 1)
              x = 0.5 * (x + t + 1);
            if (Math2.abs(t) < EPS * x && j > 0)
              break;
          }
          return x;
        };
        jStat4.ibeta = function ibeta(x, a, b) {
          var bt = x === 0 || x === 1 ? 0 : Math2.exp(jStat4.gammaln(a + b) - jStat4.gammaln(a) - jStat4.gammaln(b) + a * Math2.log(x) + b * Math2.log(1 - x));
          if (x < 0 || x > 1)
            return false;
          if (x < (a + 1) / (a + b + 2))
            return bt * jStat4.betacf(x, a, b) / a;
          return 1 - bt * jStat4.betacf(1 - x, b, a) / b;
        };
        jStat4.randn = function randn(n, m) {
          var u, v, x, y, q;
          if (!m)
            m = n;
          if (n)
            return jStat4.create(n, m, function() {
              return jStat4.randn();
            });
          do {
            u = jStat4._random_fn();
            v = 1.7156 * (jStat4._random_fn() - 0.5);
            x = u - 0.449871;
            y = Math2.abs(v) + 0.386595;
            q = x * x + y * (0.196 * y - 0.25472 * x);
          } while (q > 0.27597 && (q > 0.27846 || v * v > -4 * Math2.log(u) * u * u));
          return v / u;
        };
        jStat4.randg = function randg(shape, n, m) {
          var oalph = shape;
          var a1, a2, u, v, x, mat;
          if (!m)
            m = n;
          if (!shape)
            shape = 1;
          if (n) {
            mat = jStat4.zeros(n, m);
            mat.alter(function() {
              return jStat4.randg(shape);
            });
            return mat;
          }
          if (shape < 1)
            shape += 1;
          a1 = shape - 1 / 3;
          a2 = 1 / Math2.sqrt(9 * a1);
          do {
            do {
              x = jStat4.randn();
              v = 1 + a2 * x;
            } while (v <= 0);
            v = v * v * v;
            u = jStat4._random_fn();
          } while (u > 1 - 0.331 * Math2.pow(x, 4) && Math2.log(u) > 0.5 * x * x + a1 * (1 - v + Math2.log(v)));
          if (shape == oalph)
            return a1 * v;
          do {
            u = jStat4._random_fn();
          } while (u === 0);
          return Math2.pow(u, 1 / oalph) * a1 * v;
        };
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jStat4.fn[passfunc] = function() {
              return jStat4(
                jStat4.map(this, function(value) {
                  return jStat4[passfunc](value);
                })
              );
            };
          })(funcs[i]);
        })("gammaln gammafn factorial factorialln".split(" "));
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jStat4.fn[passfunc] = function() {
              return jStat4(jStat4[passfunc].apply(null, arguments));
            };
          })(funcs[i]);
        })("randn".split(" "));
      })(jStat3, Math);
      (function(jStat4, Math2) {
        (function(list) {
          for (var i = 0; i < list.length; i++) (function(func) {
            jStat4[func] = function f(a, b, c2) {
              if (!(this instanceof f))
                return new f(a, b, c2);
              this._a = a;
              this._b = b;
              this._c = c2;
              return this;
            };
            jStat4.fn[func] = function(a, b, c2) {
              var newthis = jStat4[func](a, b, c2);
              newthis.data = this;
              return newthis;
            };
            jStat4[func].prototype.sample = function(arr) {
              var a = this._a;
              var b = this._b;
              var c2 = this._c;
              if (arr)
                return jStat4.alter(arr, function() {
                  return jStat4[func].sample(a, b, c2);
                });
              else
                return jStat4[func].sample(a, b, c2);
            };
            (function(vals) {
              for (var i2 = 0; i2 < vals.length; i2++) (function(fnfunc) {
                jStat4[func].prototype[fnfunc] = function(x) {
                  var a = this._a;
                  var b = this._b;
                  var c2 = this._c;
                  if (!x && x !== 0)
                    x = this.data;
                  if (typeof x !== "number") {
                    return jStat4.fn.map.call(x, function(x2) {
                      return jStat4[func][fnfunc](x2, a, b, c2);
                    });
                  }
                  return jStat4[func][fnfunc](x, a, b, c2);
                };
              })(vals[i2]);
            })("pdf cdf inv".split(" "));
            (function(vals) {
              for (var i2 = 0; i2 < vals.length; i2++) (function(fnfunc) {
                jStat4[func].prototype[fnfunc] = function() {
                  return jStat4[func][fnfunc](this._a, this._b, this._c);
                };
              })(vals[i2]);
            })("mean median mode variance".split(" "));
          })(list[i]);
        })("beta centralF cauchy chisquare exponential gamma invgamma kumaraswamy laplace lognormal noncentralt normal pareto studentt weibull uniform binomial negbin hypgeom poisson triangular tukey arcsine".split(" "));
        jStat4.extend(jStat4.beta, {
          pdf: function pdf(x, alpha, beta) {
            if (x > 1 || x < 0)
              return 0;
            if (alpha == 1 && beta == 1)
              return 1;
            if (alpha < 512 && beta < 512) {
              return Math2.pow(x, alpha - 1) * Math2.pow(1 - x, beta - 1) / jStat4.betafn(alpha, beta);
            } else {
              return Math2.exp((alpha - 1) * Math2.log(x) + (beta - 1) * Math2.log(1 - x) - jStat4.betaln(alpha, beta));
            }
          },
          cdf: function cdf(x, alpha, beta) {
            return x > 1 || x < 0 ? (x > 1) * 1 : jStat4.ibeta(x, alpha, beta);
          },
          inv: function inv(x, alpha, beta) {
            return jStat4.ibetainv(x, alpha, beta);
          },
          mean: function mean(alpha, beta) {
            return alpha / (alpha + beta);
          },
          median: function median(alpha, beta) {
            return jStat4.ibetainv(0.5, alpha, beta);
          },
          mode: function mode(alpha, beta) {
            return (alpha - 1) / (alpha + beta - 2);
          },
          // return a random sample
          sample: function sample(alpha, beta) {
            var u = jStat4.randg(alpha);
            return u / (u + jStat4.randg(beta));
          },
          variance: function variance(alpha, beta) {
            return alpha * beta / (Math2.pow(alpha + beta, 2) * (alpha + beta + 1));
          }
        });
        jStat4.extend(jStat4.centralF, {
          // This implementation of the pdf function avoids float overflow
          // See the way that R calculates this value:
          // https://svn.r-project.org/R/trunk/src/nmath/df.c
          pdf: function pdf(x, df1, df2) {
            var p, q, f;
            if (x < 0)
              return 0;
            if (df1 <= 2) {
              if (x === 0 && df1 < 2) {
                return Infinity;
              }
              if (x === 0 && df1 === 2) {
                return 1;
              }
              return 1 / jStat4.betafn(df1 / 2, df2 / 2) * Math2.pow(df1 / df2, df1 / 2) * Math2.pow(x, df1 / 2 - 1) * Math2.pow(1 + df1 / df2 * x, -(df1 + df2) / 2);
            }
            p = df1 * x / (df2 + x * df1);
            q = df2 / (df2 + x * df1);
            f = df1 * q / 2;
            return f * jStat4.binomial.pdf((df1 - 2) / 2, (df1 + df2 - 2) / 2, p);
          },
          cdf: function cdf(x, df1, df2) {
            if (x < 0)
              return 0;
            return jStat4.ibeta(df1 * x / (df1 * x + df2), df1 / 2, df2 / 2);
          },
          inv: function inv(x, df1, df2) {
            return df2 / (df1 * (1 / jStat4.ibetainv(x, df1 / 2, df2 / 2) - 1));
          },
          mean: function mean(df1, df2) {
            return df2 > 2 ? df2 / (df2 - 2) : void 0;
          },
          mode: function mode(df1, df2) {
            return df1 > 2 ? df2 * (df1 - 2) / (df1 * (df2 + 2)) : void 0;
          },
          // return a random sample
          sample: function sample(df1, df2) {
            var x1 = jStat4.randg(df1 / 2) * 2;
            var x2 = jStat4.randg(df2 / 2) * 2;
            return x1 / df1 / (x2 / df2);
          },
          variance: function variance(df1, df2) {
            if (df2 <= 4)
              return void 0;
            return 2 * df2 * df2 * (df1 + df2 - 2) / (df1 * (df2 - 2) * (df2 - 2) * (df2 - 4));
          }
        });
        jStat4.extend(jStat4.cauchy, {
          pdf: function pdf(x, local, scale) {
            if (scale < 0) {
              return 0;
            }
            return scale / (Math2.pow(x - local, 2) + Math2.pow(scale, 2)) / Math2.PI;
          },
          cdf: function cdf(x, local, scale) {
            return Math2.atan((x - local) / scale) / Math2.PI + 0.5;
          },
          inv: function(p, local, scale) {
            return local + scale * Math2.tan(Math2.PI * (p - 0.5));
          },
          median: function median(local) {
            return local;
          },
          mode: function mode(local) {
            return local;
          },
          sample: function sample(local, scale) {
            return jStat4.randn() * Math2.sqrt(1 / (2 * jStat4.randg(0.5))) * scale + local;
          }
        });
        jStat4.extend(jStat4.chisquare, {
          pdf: function pdf(x, dof) {
            if (x < 0)
              return 0;
            return x === 0 && dof === 2 ? 0.5 : Math2.exp((dof / 2 - 1) * Math2.log(x) - x / 2 - dof / 2 * Math2.log(2) - jStat4.gammaln(dof / 2));
          },
          cdf: function cdf(x, dof) {
            if (x < 0)
              return 0;
            return jStat4.lowRegGamma(dof / 2, x / 2);
          },
          inv: function(p, dof) {
            return 2 * jStat4.gammapinv(p, 0.5 * dof);
          },
          mean: function(dof) {
            return dof;
          },
          // TODO: this is an approximation (is there a better way?)
          median: function median(dof) {
            return dof * Math2.pow(1 - 2 / (9 * dof), 3);
          },
          mode: function mode(dof) {
            return dof - 2 > 0 ? dof - 2 : 0;
          },
          sample: function sample(dof) {
            return jStat4.randg(dof / 2) * 2;
          },
          variance: function variance(dof) {
            return 2 * dof;
          }
        });
        jStat4.extend(jStat4.exponential, {
          pdf: function pdf(x, rate) {
            return x < 0 ? 0 : rate * Math2.exp(-rate * x);
          },
          cdf: function cdf(x, rate) {
            return x < 0 ? 0 : 1 - Math2.exp(-rate * x);
          },
          inv: function(p, rate) {
            return -Math2.log(1 - p) / rate;
          },
          mean: function(rate) {
            return 1 / rate;
          },
          median: function(rate) {
            return 1 / rate * Math2.log(2);
          },
          mode: function mode() {
            return 0;
          },
          sample: function sample(rate) {
            return -1 / rate * Math2.log(jStat4._random_fn());
          },
          variance: function(rate) {
            return Math2.pow(rate, -2);
          }
        });
        jStat4.extend(jStat4.gamma, {
          pdf: function pdf(x, shape, scale) {
            if (x < 0)
              return 0;
            return x === 0 && shape === 1 ? 1 / scale : Math2.exp((shape - 1) * Math2.log(x) - x / scale - jStat4.gammaln(shape) - shape * Math2.log(scale));
          },
          cdf: function cdf(x, shape, scale) {
            if (x < 0)
              return 0;
            return jStat4.lowRegGamma(shape, x / scale);
          },
          inv: function(p, shape, scale) {
            return jStat4.gammapinv(p, shape) * scale;
          },
          mean: function(shape, scale) {
            return shape * scale;
          },
          mode: function mode(shape, scale) {
            if (shape > 1) return (shape - 1) * scale;
            return void 0;
          },
          sample: function sample(shape, scale) {
            return jStat4.randg(shape) * scale;
          },
          variance: function variance(shape, scale) {
            return shape * scale * scale;
          }
        });
        jStat4.extend(jStat4.invgamma, {
          pdf: function pdf(x, shape, scale) {
            if (x <= 0)
              return 0;
            return Math2.exp(-(shape + 1) * Math2.log(x) - scale / x - jStat4.gammaln(shape) + shape * Math2.log(scale));
          },
          cdf: function cdf(x, shape, scale) {
            if (x <= 0)
              return 0;
            return 1 - jStat4.lowRegGamma(shape, scale / x);
          },
          inv: function(p, shape, scale) {
            return scale / jStat4.gammapinv(1 - p, shape);
          },
          mean: function(shape, scale) {
            return shape > 1 ? scale / (shape - 1) : void 0;
          },
          mode: function mode(shape, scale) {
            return scale / (shape + 1);
          },
          sample: function sample(shape, scale) {
            return scale / jStat4.randg(shape);
          },
          variance: function variance(shape, scale) {
            if (shape <= 2)
              return void 0;
            return scale * scale / ((shape - 1) * (shape - 1) * (shape - 2));
          }
        });
        jStat4.extend(jStat4.kumaraswamy, {
          pdf: function pdf(x, alpha, beta) {
            if (x === 0 && alpha === 1)
              return beta;
            else if (x === 1 && beta === 1)
              return alpha;
            return Math2.exp(Math2.log(alpha) + Math2.log(beta) + (alpha - 1) * Math2.log(x) + (beta - 1) * Math2.log(1 - Math2.pow(x, alpha)));
          },
          cdf: function cdf(x, alpha, beta) {
            if (x < 0)
              return 0;
            else if (x > 1)
              return 1;
            return 1 - Math2.pow(1 - Math2.pow(x, alpha), beta);
          },
          inv: function inv(p, alpha, beta) {
            return Math2.pow(1 - Math2.pow(1 - p, 1 / beta), 1 / alpha);
          },
          mean: function(alpha, beta) {
            return beta * jStat4.gammafn(1 + 1 / alpha) * jStat4.gammafn(beta) / jStat4.gammafn(1 + 1 / alpha + beta);
          },
          median: function median(alpha, beta) {
            return Math2.pow(1 - Math2.pow(2, -1 / beta), 1 / alpha);
          },
          mode: function mode(alpha, beta) {
            if (!(alpha >= 1 && beta >= 1 && (alpha !== 1 && beta !== 1)))
              return void 0;
            return Math2.pow((alpha - 1) / (alpha * beta - 1), 1 / alpha);
          },
          variance: function variance() {
            throw new Error("variance not yet implemented");
          }
        });
        jStat4.extend(jStat4.lognormal, {
          pdf: function pdf(x, mu, sigma) {
            if (x <= 0)
              return 0;
            return Math2.exp(-Math2.log(x) - 0.5 * Math2.log(2 * Math2.PI) - Math2.log(sigma) - Math2.pow(Math2.log(x) - mu, 2) / (2 * sigma * sigma));
          },
          cdf: function cdf(x, mu, sigma) {
            if (x < 0)
              return 0;
            return 0.5 + 0.5 * jStat4.erf((Math2.log(x) - mu) / Math2.sqrt(2 * sigma * sigma));
          },
          inv: function(p, mu, sigma) {
            return Math2.exp(-1.4142135623730951 * sigma * jStat4.erfcinv(2 * p) + mu);
          },
          mean: function mean(mu, sigma) {
            return Math2.exp(mu + sigma * sigma / 2);
          },
          median: function median(mu) {
            return Math2.exp(mu);
          },
          mode: function mode(mu, sigma) {
            return Math2.exp(mu - sigma * sigma);
          },
          sample: function sample(mu, sigma) {
            return Math2.exp(jStat4.randn() * sigma + mu);
          },
          variance: function variance(mu, sigma) {
            return (Math2.exp(sigma * sigma) - 1) * Math2.exp(2 * mu + sigma * sigma);
          }
        });
        jStat4.extend(jStat4.noncentralt, {
          pdf: function pdf(x, dof, ncp) {
            var tol = 1e-14;
            if (Math2.abs(ncp) < tol)
              return jStat4.studentt.pdf(x, dof);
            if (Math2.abs(x) < tol) {
              return Math2.exp(jStat4.gammaln((dof + 1) / 2) - ncp * ncp / 2 - 0.5 * Math2.log(Math2.PI * dof) - jStat4.gammaln(dof / 2));
            }
            return dof / x * (jStat4.noncentralt.cdf(x * Math2.sqrt(1 + 2 / dof), dof + 2, ncp) - jStat4.noncentralt.cdf(x, dof, ncp));
          },
          cdf: function cdf(x, dof, ncp) {
            var tol = 1e-14;
            var min_iterations = 200;
            if (Math2.abs(ncp) < tol)
              return jStat4.studentt.cdf(x, dof);
            var flip = false;
            if (x < 0) {
              flip = true;
              ncp = -ncp;
            }
            var prob = jStat4.normal.cdf(-ncp, 0, 1);
            var value = tol + 1;
            var lastvalue = value;
            var y = x * x / (x * x + dof);
            var j = 0;
            var p = Math2.exp(-ncp * ncp / 2);
            var q = Math2.exp(-ncp * ncp / 2 - 0.5 * Math2.log(2) - jStat4.gammaln(3 / 2)) * ncp;
            while (j < min_iterations || lastvalue > tol || value > tol) {
              lastvalue = value;
              if (j > 0) {
                p *= ncp * ncp / (2 * j);
                q *= ncp * ncp / (2 * (j + 1 / 2));
              }
              value = p * jStat4.beta.cdf(y, j + 0.5, dof / 2) + q * jStat4.beta.cdf(y, j + 1, dof / 2);
              prob += 0.5 * value;
              j++;
            }
            return flip ? 1 - prob : prob;
          }
        });
        jStat4.extend(jStat4.normal, {
          pdf: function pdf(x, mean, std2) {
            return Math2.exp(-0.5 * Math2.log(2 * Math2.PI) - Math2.log(std2) - Math2.pow(x - mean, 2) / (2 * std2 * std2));
          },
          cdf: function cdf(x, mean, std2) {
            return 0.5 * (1 + jStat4.erf((x - mean) / Math2.sqrt(2 * std2 * std2)));
          },
          inv: function(p, mean, std2) {
            return -1.4142135623730951 * std2 * jStat4.erfcinv(2 * p) + mean;
          },
          mean: function(mean) {
            return mean;
          },
          median: function median(mean) {
            return mean;
          },
          mode: function(mean) {
            return mean;
          },
          sample: function sample(mean, std2) {
            return jStat4.randn() * std2 + mean;
          },
          variance: function(mean, std2) {
            return std2 * std2;
          }
        });
        jStat4.extend(jStat4.pareto, {
          pdf: function pdf(x, scale, shape) {
            if (x < scale)
              return 0;
            return shape * Math2.pow(scale, shape) / Math2.pow(x, shape + 1);
          },
          cdf: function cdf(x, scale, shape) {
            if (x < scale)
              return 0;
            return 1 - Math2.pow(scale / x, shape);
          },
          inv: function inv(p, scale, shape) {
            return scale / Math2.pow(1 - p, 1 / shape);
          },
          mean: function mean(scale, shape) {
            if (shape <= 1)
              return void 0;
            return shape * Math2.pow(scale, shape) / (shape - 1);
          },
          median: function median(scale, shape) {
            return scale * (shape * Math2.SQRT2);
          },
          mode: function mode(scale) {
            return scale;
          },
          variance: function(scale, shape) {
            if (shape <= 2)
              return void 0;
            return scale * scale * shape / (Math2.pow(shape - 1, 2) * (shape - 2));
          }
        });
        jStat4.extend(jStat4.studentt, {
          pdf: function pdf(x, dof) {
            dof = dof > 1e100 ? 1e100 : dof;
            return 1 / (Math2.sqrt(dof) * jStat4.betafn(0.5, dof / 2)) * Math2.pow(1 + x * x / dof, -((dof + 1) / 2));
          },
          cdf: function cdf(x, dof) {
            var dof2 = dof / 2;
            return jStat4.ibeta((x + Math2.sqrt(x * x + dof)) / (2 * Math2.sqrt(x * x + dof)), dof2, dof2);
          },
          inv: function(p, dof) {
            var x = jStat4.ibetainv(2 * Math2.min(p, 1 - p), 0.5 * dof, 0.5);
            x = Math2.sqrt(dof * (1 - x) / x);
            return p > 0.5 ? x : -x;
          },
          mean: function mean(dof) {
            return dof > 1 ? 0 : void 0;
          },
          median: function median() {
            return 0;
          },
          mode: function mode() {
            return 0;
          },
          sample: function sample(dof) {
            return jStat4.randn() * Math2.sqrt(dof / (2 * jStat4.randg(dof / 2)));
          },
          variance: function variance(dof) {
            return dof > 2 ? dof / (dof - 2) : dof > 1 ? Infinity : void 0;
          }
        });
        jStat4.extend(jStat4.weibull, {
          pdf: function pdf(x, scale, shape) {
            if (x < 0 || scale < 0 || shape < 0)
              return 0;
            return shape / scale * Math2.pow(x / scale, shape - 1) * Math2.exp(-Math2.pow(x / scale, shape));
          },
          cdf: function cdf(x, scale, shape) {
            return x < 0 ? 0 : 1 - Math2.exp(-Math2.pow(x / scale, shape));
          },
          inv: function(p, scale, shape) {
            return scale * Math2.pow(-Math2.log(1 - p), 1 / shape);
          },
          mean: function(scale, shape) {
            return scale * jStat4.gammafn(1 + 1 / shape);
          },
          median: function median(scale, shape) {
            return scale * Math2.pow(Math2.log(2), 1 / shape);
          },
          mode: function mode(scale, shape) {
            if (shape <= 1)
              return 0;
            return scale * Math2.pow((shape - 1) / shape, 1 / shape);
          },
          sample: function sample(scale, shape) {
            return scale * Math2.pow(-Math2.log(jStat4._random_fn()), 1 / shape);
          },
          variance: function variance(scale, shape) {
            return scale * scale * jStat4.gammafn(1 + 2 / shape) - Math2.pow(jStat4.weibull.mean(scale, shape), 2);
          }
        });
        jStat4.extend(jStat4.uniform, {
          pdf: function pdf(x, a, b) {
            return x < a || x > b ? 0 : 1 / (b - a);
          },
          cdf: function cdf(x, a, b) {
            if (x < a)
              return 0;
            else if (x < b)
              return (x - a) / (b - a);
            return 1;
          },
          inv: function(p, a, b) {
            return a + p * (b - a);
          },
          mean: function mean(a, b) {
            return 0.5 * (a + b);
          },
          median: function median(a, b) {
            return jStat4.mean(a, b);
          },
          mode: function mode() {
            throw new Error("mode is not yet implemented");
          },
          sample: function sample(a, b) {
            return a / 2 + b / 2 + (b / 2 - a / 2) * (2 * jStat4._random_fn() - 1);
          },
          variance: function variance(a, b) {
            return Math2.pow(b - a, 2) / 12;
          }
        });
        function betinc(x, a, b, eps) {
          var a0 = 0;
          var b0 = 1;
          var a1 = 1;
          var b1 = 1;
          var m9 = 0;
          var a2 = 0;
          var c9;
          while (Math2.abs((a1 - a2) / a1) > eps) {
            a2 = a1;
            c9 = -(a + m9) * (a + b + m9) * x / (a + 2 * m9) / (a + 2 * m9 + 1);
            a0 = a1 + c9 * a0;
            b0 = b1 + c9 * b0;
            m9 = m9 + 1;
            c9 = m9 * (b - m9) * x / (a + 2 * m9 - 1) / (a + 2 * m9);
            a1 = a0 + c9 * a1;
            b1 = b0 + c9 * b1;
            a0 = a0 / b1;
            b0 = b0 / b1;
            a1 = a1 / b1;
            b1 = 1;
          }
          return a1 / a;
        }
        jStat4.extend(jStat4.binomial, {
          pdf: function pdf(k, n, p) {
            return p === 0 || p === 1 ? n * p === k ? 1 : 0 : jStat4.combination(n, k) * Math2.pow(p, k) * Math2.pow(1 - p, n - k);
          },
          cdf: function cdf(x, n, p) {
            var betacdf;
            var eps = 1e-10;
            if (x < 0)
              return 0;
            if (x >= n)
              return 1;
            if (p < 0 || p > 1 || n <= 0)
              return NaN;
            x = Math2.floor(x);
            var z = p;
            var a = x + 1;
            var b = n - x;
            var s = a + b;
            var bt = Math2.exp(jStat4.gammaln(s) - jStat4.gammaln(b) - jStat4.gammaln(a) + a * Math2.log(z) + b * Math2.log(1 - z));
            if (z < (a + 1) / (s + 2))
              betacdf = bt * betinc(z, a, b, eps);
            else
              betacdf = 1 - bt * betinc(1 - z, b, a, eps);
            return Math2.round((1 - betacdf) * (1 / eps)) / (1 / eps);
          }
        });
        jStat4.extend(jStat4.negbin, {
          pdf: function pdf(k, r, p) {
            if (k !== k >>> 0)
              return false;
            if (k < 0)
              return 0;
            return jStat4.combination(k + r - 1, r - 1) * Math2.pow(1 - p, k) * Math2.pow(p, r);
          },
          cdf: function cdf(x, r, p) {
            var sum = 0, k = 0;
            if (x < 0) return 0;
            for (; k <= x; k++) {
              sum += jStat4.negbin.pdf(k, r, p);
            }
            return sum;
          }
        });
        jStat4.extend(jStat4.hypgeom, {
          pdf: function pdf(k, N, m, n) {
            if (k !== k | 0) {
              return false;
            } else if (k < 0 || k < m - (N - n)) {
              return 0;
            } else if (k > n || k > m) {
              return 0;
            } else if (m * 2 > N) {
              if (n * 2 > N) {
                return jStat4.hypgeom.pdf(N - m - n + k, N, N - m, N - n);
              } else {
                return jStat4.hypgeom.pdf(n - k, N, N - m, n);
              }
            } else if (n * 2 > N) {
              return jStat4.hypgeom.pdf(m - k, N, m, N - n);
            } else if (m < n) {
              return jStat4.hypgeom.pdf(k, N, n, m);
            } else {
              var scaledPDF = 1;
              var samplesDone = 0;
              for (var i = 0; i < k; i++) {
                while (scaledPDF > 1 && samplesDone < n) {
                  scaledPDF *= 1 - m / (N - samplesDone);
                  samplesDone++;
                }
                scaledPDF *= (n - i) * (m - i) / ((i + 1) * (N - m - n + i + 1));
              }
              for (; samplesDone < n; samplesDone++) {
                scaledPDF *= 1 - m / (N - samplesDone);
              }
              return Math2.min(1, Math2.max(0, scaledPDF));
            }
          },
          cdf: function cdf(x, N, m, n) {
            if (x < 0 || x < m - (N - n)) {
              return 0;
            } else if (x >= n || x >= m) {
              return 1;
            } else if (m * 2 > N) {
              if (n * 2 > N) {
                return jStat4.hypgeom.cdf(N - m - n + x, N, N - m, N - n);
              } else {
                return 1 - jStat4.hypgeom.cdf(n - x - 1, N, N - m, n);
              }
            } else if (n * 2 > N) {
              return 1 - jStat4.hypgeom.cdf(m - x - 1, N, m, N - n);
            } else if (m < n) {
              return jStat4.hypgeom.cdf(x, N, n, m);
            } else {
              var scaledCDF = 1;
              var scaledPDF = 1;
              var samplesDone = 0;
              for (var i = 0; i < x; i++) {
                while (scaledCDF > 1 && samplesDone < n) {
                  var factor = 1 - m / (N - samplesDone);
                  scaledPDF *= factor;
                  scaledCDF *= factor;
                  samplesDone++;
                }
                scaledPDF *= (n - i) * (m - i) / ((i + 1) * (N - m - n + i + 1));
                scaledCDF += scaledPDF;
              }
              for (; samplesDone < n; samplesDone++) {
                scaledCDF *= 1 - m / (N - samplesDone);
              }
              return Math2.min(1, Math2.max(0, scaledCDF));
            }
          }
        });
        jStat4.extend(jStat4.poisson, {
          pdf: function pdf(k, l) {
            if (l < 0 || k % 1 !== 0 || k < 0) {
              return 0;
            }
            return Math2.pow(l, k) * Math2.exp(-l) / jStat4.factorial(k);
          },
          cdf: function cdf(x, l) {
            var sumarr = [], k = 0;
            if (x < 0) return 0;
            for (; k <= x; k++) {
              sumarr.push(jStat4.poisson.pdf(k, l));
            }
            return jStat4.sum(sumarr);
          },
          mean: function(l) {
            return l;
          },
          variance: function(l) {
            return l;
          },
          sampleSmall: function sampleSmall(l) {
            var p = 1, k = 0, L = Math2.exp(-l);
            do {
              k++;
              p *= jStat4._random_fn();
            } while (p > L);
            return k - 1;
          },
          sampleLarge: function sampleLarge(l) {
            var lam = l;
            var k;
            var U, V, slam, loglam, a, b, invalpha, vr, us;
            slam = Math2.sqrt(lam);
            loglam = Math2.log(lam);
            b = 0.931 + 2.53 * slam;
            a = -0.059 + 0.02483 * b;
            invalpha = 1.1239 + 1.1328 / (b - 3.4);
            vr = 0.9277 - 3.6224 / (b - 2);
            while (1) {
              U = Math2.random() - 0.5;
              V = Math2.random();
              us = 0.5 - Math2.abs(U);
              k = Math2.floor((2 * a / us + b) * U + lam + 0.43);
              if (us >= 0.07 && V <= vr) {
                return k;
              }
              if (k < 0 || us < 0.013 && V > us) {
                continue;
              }
              if (Math2.log(V) + Math2.log(invalpha) - Math2.log(a / (us * us) + b) <= -lam + k * loglam - jStat4.loggam(k + 1)) {
                return k;
              }
            }
          },
          sample: function sample(l) {
            if (l < 10)
              return this.sampleSmall(l);
            else
              return this.sampleLarge(l);
          }
        });
        jStat4.extend(jStat4.triangular, {
          pdf: function pdf(x, a, b, c2) {
            if (b <= a || c2 < a || c2 > b) {
              return NaN;
            } else {
              if (x < a || x > b) {
                return 0;
              } else if (x < c2) {
                return 2 * (x - a) / ((b - a) * (c2 - a));
              } else if (x === c2) {
                return 2 / (b - a);
              } else {
                return 2 * (b - x) / ((b - a) * (b - c2));
              }
            }
          },
          cdf: function cdf(x, a, b, c2) {
            if (b <= a || c2 < a || c2 > b)
              return NaN;
            if (x <= a)
              return 0;
            else if (x >= b)
              return 1;
            if (x <= c2)
              return Math2.pow(x - a, 2) / ((b - a) * (c2 - a));
            else
              return 1 - Math2.pow(b - x, 2) / ((b - a) * (b - c2));
          },
          inv: function inv(p, a, b, c2) {
            if (b <= a || c2 < a || c2 > b) {
              return NaN;
            } else {
              if (p <= (c2 - a) / (b - a)) {
                return a + (b - a) * Math2.sqrt(p * ((c2 - a) / (b - a)));
              } else {
                return a + (b - a) * (1 - Math2.sqrt((1 - p) * (1 - (c2 - a) / (b - a))));
              }
            }
          },
          mean: function mean(a, b, c2) {
            return (a + b + c2) / 3;
          },
          median: function median(a, b, c2) {
            if (c2 <= (a + b) / 2) {
              return b - Math2.sqrt((b - a) * (b - c2)) / Math2.sqrt(2);
            } else if (c2 > (a + b) / 2) {
              return a + Math2.sqrt((b - a) * (c2 - a)) / Math2.sqrt(2);
            }
          },
          mode: function mode(a, b, c2) {
            return c2;
          },
          sample: function sample(a, b, c2) {
            var u = jStat4._random_fn();
            if (u < (c2 - a) / (b - a))
              return a + Math2.sqrt(u * (b - a) * (c2 - a));
            return b - Math2.sqrt((1 - u) * (b - a) * (b - c2));
          },
          variance: function variance(a, b, c2) {
            return (a * a + b * b + c2 * c2 - a * b - a * c2 - b * c2) / 18;
          }
        });
        jStat4.extend(jStat4.arcsine, {
          pdf: function pdf(x, a, b) {
            if (b <= a) return NaN;
            return x <= a || x >= b ? 0 : 2 / Math2.PI * Math2.pow(Math2.pow(b - a, 2) - Math2.pow(2 * x - a - b, 2), -0.5);
          },
          cdf: function cdf(x, a, b) {
            if (x < a)
              return 0;
            else if (x < b)
              return 2 / Math2.PI * Math2.asin(Math2.sqrt((x - a) / (b - a)));
            return 1;
          },
          inv: function(p, a, b) {
            return a + (0.5 - 0.5 * Math2.cos(Math2.PI * p)) * (b - a);
          },
          mean: function mean(a, b) {
            if (b <= a) return NaN;
            return (a + b) / 2;
          },
          median: function median(a, b) {
            if (b <= a) return NaN;
            return (a + b) / 2;
          },
          mode: function mode() {
            throw new Error("mode is not yet implemented");
          },
          sample: function sample(a, b) {
            return (a + b) / 2 + (b - a) / 2 * Math2.sin(2 * Math2.PI * jStat4.uniform.sample(0, 1));
          },
          variance: function variance(a, b) {
            if (b <= a) return NaN;
            return Math2.pow(b - a, 2) / 8;
          }
        });
        function laplaceSign(x) {
          return x / Math2.abs(x);
        }
        jStat4.extend(jStat4.laplace, {
          pdf: function pdf(x, mu, b) {
            return b <= 0 ? 0 : Math2.exp(-Math2.abs(x - mu) / b) / (2 * b);
          },
          cdf: function cdf(x, mu, b) {
            if (b <= 0) {
              return 0;
            }
            if (x < mu) {
              return 0.5 * Math2.exp((x - mu) / b);
            } else {
              return 1 - 0.5 * Math2.exp(-(x - mu) / b);
            }
          },
          mean: function(mu) {
            return mu;
          },
          median: function(mu) {
            return mu;
          },
          mode: function(mu) {
            return mu;
          },
          variance: function(mu, b) {
            return 2 * b * b;
          },
          sample: function sample(mu, b) {
            var u = jStat4._random_fn() - 0.5;
            return mu - b * laplaceSign(u) * Math2.log(1 - 2 * Math2.abs(u));
          }
        });
        function tukeyWprob(w, rr, cc) {
          var nleg = 12;
          var ihalf = 6;
          var C1 = -30;
          var C2 = -50;
          var C3 = 60;
          var bb = 8;
          var wlar = 3;
          var wincr1 = 2;
          var wincr2 = 3;
          var xleg = [
            0.9815606342467192,
            0.9041172563704749,
            0.7699026741943047,
            0.5873179542866175,
            0.3678314989981802,
            0.1252334085114689
          ];
          var aleg = [
            0.04717533638651183,
            0.10693932599531843,
            0.16007832854334622,
            0.20316742672306592,
            0.2334925365383548,
            0.24914704581340277
          ];
          var qsqz = w * 0.5;
          if (qsqz >= bb)
            return 1;
          var pr_w = 2 * jStat4.normal.cdf(qsqz, 0, 1, 1, 0) - 1;
          if (pr_w >= Math2.exp(C2 / cc))
            pr_w = Math2.pow(pr_w, cc);
          else
            pr_w = 0;
          var wincr;
          if (w > wlar)
            wincr = wincr1;
          else
            wincr = wincr2;
          var blb = qsqz;
          var binc = (bb - qsqz) / wincr;
          var bub = blb + binc;
          var einsum = 0;
          var cc1 = cc - 1;
          for (var wi = 1; wi <= wincr; wi++) {
            var elsum = 0;
            var a = 0.5 * (bub + blb);
            var b = 0.5 * (bub - blb);
            for (var jj = 1; jj <= nleg; jj++) {
              var j, xx;
              if (ihalf < jj) {
                j = nleg - jj + 1;
                xx = xleg[j - 1];
              } else {
                j = jj;
                xx = -xleg[j - 1];
              }
              var c2 = b * xx;
              var ac = a + c2;
              var qexpo = ac * ac;
              if (qexpo > C3)
                break;
              var pplus = 2 * jStat4.normal.cdf(ac, 0, 1, 1, 0);
              var pminus = 2 * jStat4.normal.cdf(ac, w, 1, 1, 0);
              var rinsum = pplus * 0.5 - pminus * 0.5;
              if (rinsum >= Math2.exp(C1 / cc1)) {
                rinsum = aleg[j - 1] * Math2.exp(-(0.5 * qexpo)) * Math2.pow(rinsum, cc1);
                elsum += rinsum;
              }
            }
            elsum *= 2 * b * cc / Math2.sqrt(2 * Math2.PI);
            einsum += elsum;
            blb = bub;
            bub += binc;
          }
          pr_w += einsum;
          if (pr_w <= Math2.exp(C1 / rr))
            return 0;
          pr_w = Math2.pow(pr_w, rr);
          if (pr_w >= 1)
            return 1;
          return pr_w;
        }
        function tukeyQinv(p, c2, v) {
          var p0 = 0.322232421088;
          var q0 = 0.099348462606;
          var p1 = -1;
          var q1 = 0.588581570495;
          var p2 = -0.342242088547;
          var q2 = 0.531103462366;
          var p3 = -0.204231210125;
          var q3 = 0.10353775285;
          var p4 = -453642210148e-16;
          var q4 = 0.0038560700634;
          var c1 = 0.8832;
          var c22 = 0.2368;
          var c3 = 1.214;
          var c4 = 1.208;
          var c5 = 1.4142;
          var vmax = 120;
          var ps = 0.5 - 0.5 * p;
          var yi = Math2.sqrt(Math2.log(1 / (ps * ps)));
          var t = yi + ((((yi * p4 + p3) * yi + p2) * yi + p1) * yi + p0) / ((((yi * q4 + q3) * yi + q2) * yi + q1) * yi + q0);
          if (v < vmax) t += (t * t * t + t) / v / 4;
          var q = c1 - c22 * t;
          if (v < vmax) q += -c3 / v + c4 * t / v;
          return t * (q * Math2.log(c2 - 1) + c5);
        }
        jStat4.extend(jStat4.tukey, {
          cdf: function cdf(q, nmeans, df) {
            var rr = 1;
            var cc = nmeans;
            var nlegq = 16;
            var ihalfq = 8;
            var eps1 = -30;
            var eps2 = 1e-14;
            var dhaf = 100;
            var dquar = 800;
            var deigh = 5e3;
            var dlarg = 25e3;
            var ulen1 = 1;
            var ulen2 = 0.5;
            var ulen3 = 0.25;
            var ulen4 = 0.125;
            var xlegq = [
              0.9894009349916499,
              0.9445750230732326,
              0.8656312023878318,
              0.755404408355003,
              0.6178762444026438,
              0.45801677765722737,
              0.2816035507792589,
              0.09501250983763744
            ];
            var alegq = [
              0.027152459411754096,
              0.062253523938647894,
              0.09515851168249279,
              0.12462897125553388,
              0.14959598881657674,
              0.16915651939500254,
              0.18260341504492358,
              0.1894506104550685
            ];
            if (q <= 0)
              return 0;
            if (df < 2 || rr < 1 || cc < 2) return NaN;
            if (!Number.isFinite(q))
              return 1;
            if (df > dlarg)
              return tukeyWprob(q, rr, cc);
            var f2 = df * 0.5;
            var f2lf = f2 * Math2.log(df) - df * Math2.log(2) - jStat4.gammaln(f2);
            var f21 = f2 - 1;
            var ff4 = df * 0.25;
            var ulen;
            if (df <= dhaf) ulen = ulen1;
            else if (df <= dquar) ulen = ulen2;
            else if (df <= deigh) ulen = ulen3;
            else ulen = ulen4;
            f2lf += Math2.log(ulen);
            var ans = 0;
            for (var i = 1; i <= 50; i++) {
              var otsum = 0;
              var twa1 = (2 * i - 1) * ulen;
              for (var jj = 1; jj <= nlegq; jj++) {
                var j, t1;
                if (ihalfq < jj) {
                  j = jj - ihalfq - 1;
                  t1 = f2lf + f21 * Math2.log(twa1 + xlegq[j] * ulen) - (xlegq[j] * ulen + twa1) * ff4;
                } else {
                  j = jj - 1;
                  t1 = f2lf + f21 * Math2.log(twa1 - xlegq[j] * ulen) + (xlegq[j] * ulen - twa1) * ff4;
                }
                var qsqz;
                if (t1 >= eps1) {
                  if (ihalfq < jj) {
                    qsqz = q * Math2.sqrt((xlegq[j] * ulen + twa1) * 0.5);
                  } else {
                    qsqz = q * Math2.sqrt((-(xlegq[j] * ulen) + twa1) * 0.5);
                  }
                  var wprb = tukeyWprob(qsqz, rr, cc);
                  var rotsum = wprb * alegq[j] * Math2.exp(t1);
                  otsum += rotsum;
                }
              }
              if (i * ulen >= 1 && otsum <= eps2)
                break;
              ans += otsum;
            }
            if (otsum > eps2) {
              throw new Error("tukey.cdf failed to converge");
            }
            if (ans > 1)
              ans = 1;
            return ans;
          },
          inv: function(p, nmeans, df) {
            var rr = 1;
            var cc = nmeans;
            var eps = 1e-4;
            var maxiter = 50;
            if (df < 2 || rr < 1 || cc < 2) return NaN;
            if (p < 0 || p > 1) return NaN;
            if (p === 0) return 0;
            if (p === 1) return Infinity;
            var x0 = tukeyQinv(p, cc, df);
            var valx0 = jStat4.tukey.cdf(x0, nmeans, df) - p;
            var x1;
            if (valx0 > 0)
              x1 = Math2.max(0, x0 - 1);
            else
              x1 = x0 + 1;
            var valx1 = jStat4.tukey.cdf(x1, nmeans, df) - p;
            var ans;
            for (var iter = 1; iter < maxiter; iter++) {
              ans = x1 - valx1 * (x1 - x0) / (valx1 - valx0);
              valx0 = valx1;
              x0 = x1;
              if (ans < 0) {
                ans = 0;
                valx1 = -p;
              }
              valx1 = jStat4.tukey.cdf(ans, nmeans, df) - p;
              x1 = ans;
              var xabs = Math2.abs(x1 - x0);
              if (xabs < eps)
                return ans;
            }
            throw new Error("tukey.inv failed to converge");
          }
        });
      })(jStat3, Math);
      (function(jStat4, Math2) {
        var push = Array.prototype.push;
        var isArray = jStat4.utils.isArray;
        function isUsable(arg) {
          return isArray(arg) || arg instanceof jStat4;
        }
        jStat4.extend({
          // add a vector/matrix to a vector/matrix or scalar
          add: function add(arr, arg) {
            if (isUsable(arg)) {
              if (!isUsable(arg[0])) arg = [arg];
              return jStat4.map(arr, function(value, row3, col) {
                return value + arg[row3][col];
              });
            }
            return jStat4.map(arr, function(value) {
              return value + arg;
            });
          },
          // subtract a vector or scalar from the vector
          subtract: function subtract(arr, arg) {
            if (isUsable(arg)) {
              if (!isUsable(arg[0])) arg = [arg];
              return jStat4.map(arr, function(value, row3, col) {
                return value - arg[row3][col] || 0;
              });
            }
            return jStat4.map(arr, function(value) {
              return value - arg;
            });
          },
          // matrix division
          divide: function divide(arr, arg) {
            if (isUsable(arg)) {
              if (!isUsable(arg[0])) arg = [arg];
              return jStat4.multiply(arr, jStat4.inv(arg));
            }
            return jStat4.map(arr, function(value) {
              return value / arg;
            });
          },
          // matrix multiplication
          multiply: function multiply(arr, arg) {
            var row3, col, nrescols, sum, nrow, ncol, res, rescols;
            if (arr.length === void 0 && arg.length === void 0) {
              return arr * arg;
            }
            nrow = arr.length, ncol = arr[0].length, res = jStat4.zeros(nrow, nrescols = isUsable(arg) ? arg[0].length : ncol), rescols = 0;
            if (isUsable(arg)) {
              for (; rescols < nrescols; rescols++) {
                for (row3 = 0; row3 < nrow; row3++) {
                  sum = 0;
                  for (col = 0; col < ncol; col++)
                    sum += arr[row3][col] * arg[col][rescols];
                  res[row3][rescols] = sum;
                }
              }
              return nrow === 1 && rescols === 1 ? res[0][0] : res;
            }
            return jStat4.map(arr, function(value) {
              return value * arg;
            });
          },
          // outer([1,2,3],[4,5,6])
          // ===
          // [[1],[2],[3]] times [[4,5,6]]
          // ->
          // [[4,5,6],[8,10,12],[12,15,18]]
          outer: function outer(A, B) {
            return jStat4.multiply(A.map(function(t) {
              return [t];
            }), [B]);
          },
          // Returns the dot product of two matricies
          dot: function dot(arr, arg) {
            if (!isUsable(arr[0])) arr = [arr];
            if (!isUsable(arg[0])) arg = [arg];
            var left = arr[0].length === 1 && arr.length !== 1 ? jStat4.transpose(arr) : arr, right = arg[0].length === 1 && arg.length !== 1 ? jStat4.transpose(arg) : arg, res = [], row3 = 0, nrow = left.length, ncol = left[0].length, sum, col;
            for (; row3 < nrow; row3++) {
              res[row3] = [];
              sum = 0;
              for (col = 0; col < ncol; col++)
                sum += left[row3][col] * right[row3][col];
              res[row3] = sum;
            }
            return res.length === 1 ? res[0] : res;
          },
          // raise every element by a scalar
          pow: function pow(arr, arg) {
            return jStat4.map(arr, function(value) {
              return Math2.pow(value, arg);
            });
          },
          // exponentiate every element
          exp: function exp(arr) {
            return jStat4.map(arr, function(value) {
              return Math2.exp(value);
            });
          },
          // generate the natural log of every element
          log: function exp(arr) {
            return jStat4.map(arr, function(value) {
              return Math2.log(value);
            });
          },
          // generate the absolute values of the vector
          abs: function abs(arr) {
            return jStat4.map(arr, function(value) {
              return Math2.abs(value);
            });
          },
          // computes the p-norm of the vector
          // In the case that a matrix is passed, uses the first row as the vector
          norm: function norm(arr, p) {
            var nnorm = 0, i = 0;
            if (isNaN(p)) p = 2;
            if (isUsable(arr[0])) arr = arr[0];
            for (; i < arr.length; i++) {
              nnorm += Math2.pow(Math2.abs(arr[i]), p);
            }
            return Math2.pow(nnorm, 1 / p);
          },
          // computes the angle between two vectors in rads
          // In case a matrix is passed, this uses the first row as the vector
          angle: function angle(arr, arg) {
            return Math2.acos(jStat4.dot(arr, arg) / (jStat4.norm(arr) * jStat4.norm(arg)));
          },
          // augment one matrix by another
          // Note: this function returns a matrix, not a jStat object
          aug: function aug(a, b) {
            var newarr = [];
            var i;
            for (i = 0; i < a.length; i++) {
              newarr.push(a[i].slice());
            }
            for (i = 0; i < newarr.length; i++) {
              push.apply(newarr[i], b[i]);
            }
            return newarr;
          },
          // The inv() function calculates the inverse of a matrix
          // Create the inverse by augmenting the matrix by the identity matrix of the
          // appropriate size, and then use G-J elimination on the augmented matrix.
          inv: function inv(a) {
            var rows = a.length;
            var cols = a[0].length;
            var b = jStat4.identity(rows, cols);
            var c2 = jStat4.gauss_jordan(a, b);
            var result = [];
            var i = 0;
            var j;
            for (; i < rows; i++) {
              result[i] = [];
              for (j = cols; j < c2[0].length; j++)
                result[i][j - cols] = c2[i][j];
            }
            return result;
          },
          // calculate the determinant of a matrix
          det: function det(a) {
            if (a.length === 2) {
              return a[0][0] * a[1][1] - a[0][1] * a[1][0];
            }
            var determinant = 0;
            for (var i = 0; i < a.length; i++) {
              var submatrix = [];
              for (var row3 = 1; row3 < a.length; row3++) {
                submatrix[row3 - 1] = [];
                for (var col = 0; col < a.length; col++) {
                  if (col < i) {
                    submatrix[row3 - 1][col] = a[row3][col];
                  } else if (col > i) {
                    submatrix[row3 - 1][col - 1] = a[row3][col];
                  }
                }
              }
              var sign = i % 2 ? -1 : 1;
              determinant += det(submatrix) * a[0][i] * sign;
            }
            return determinant;
          },
          gauss_elimination: function gauss_elimination(a, b) {
            var i = 0, j = 0, n = a.length, m = a[0].length, factor = 1, sum = 0, x = [], maug, pivot, temp, k;
            a = jStat4.aug(a, b);
            maug = a[0].length;
            for (i = 0; i < n; i++) {
              pivot = a[i][i];
              j = i;
              for (k = i + 1; k < m; k++) {
                if (pivot < Math2.abs(a[k][i])) {
                  pivot = a[k][i];
                  j = k;
                }
              }
              if (j != i) {
                for (k = 0; k < maug; k++) {
                  temp = a[i][k];
                  a[i][k] = a[j][k];
                  a[j][k] = temp;
                }
              }
              for (j = i + 1; j < n; j++) {
                factor = a[j][i] / a[i][i];
                for (k = i; k < maug; k++) {
                  a[j][k] = a[j][k] - factor * a[i][k];
                }
              }
            }
            for (i = n - 1; i >= 0; i--) {
              sum = 0;
              for (j = i + 1; j <= n - 1; j++) {
                sum = sum + x[j] * a[i][j];
              }
              x[i] = (a[i][maug - 1] - sum) / a[i][i];
            }
            return x;
          },
          gauss_jordan: function gauss_jordan(a, b) {
            var m = jStat4.aug(a, b);
            var h = m.length;
            var w = m[0].length;
            var c2 = 0;
            var x, y, y2;
            for (y = 0; y < h; y++) {
              var maxrow = y;
              for (y2 = y + 1; y2 < h; y2++) {
                if (Math2.abs(m[y2][y]) > Math2.abs(m[maxrow][y]))
                  maxrow = y2;
              }
              var tmp = m[y];
              m[y] = m[maxrow];
              m[maxrow] = tmp;
              for (y2 = y + 1; y2 < h; y2++) {
                c2 = m[y2][y] / m[y][y];
                for (x = y; x < w; x++) {
                  m[y2][x] -= m[y][x] * c2;
                }
              }
            }
            for (y = h - 1; y >= 0; y--) {
              c2 = m[y][y];
              for (y2 = 0; y2 < y; y2++) {
                for (x = w - 1; x > y - 1; x--) {
                  m[y2][x] -= m[y][x] * m[y2][y] / c2;
                }
              }
              m[y][y] /= c2;
              for (x = h; x < w; x++) {
                m[y][x] /= c2;
              }
            }
            return m;
          },
          // solve equation
          // Ax=b
          // A is upper triangular matrix
          // A=[[1,2,3],[0,4,5],[0,6,7]]
          // b=[1,2,3]
          // triaUpSolve(A,b) // -> [2.666,0.1666,1.666]
          // if you use matrix style
          // A=[[1,2,3],[0,4,5],[0,6,7]]
          // b=[[1],[2],[3]]
          // will return [[2.666],[0.1666],[1.666]]
          triaUpSolve: function triaUpSolve(A, b) {
            var size = A[0].length;
            var x = jStat4.zeros(1, size)[0];
            var parts;
            var matrix_mode = false;
            if (b[0].length != void 0) {
              b = b.map(function(i) {
                return i[0];
              });
              matrix_mode = true;
            }
            jStat4.arange(size - 1, -1, -1).forEach(function(i) {
              parts = jStat4.arange(i + 1, size).map(function(j) {
                return x[j] * A[i][j];
              });
              x[i] = (b[i] - jStat4.sum(parts)) / A[i][i];
            });
            if (matrix_mode)
              return x.map(function(i) {
                return [i];
              });
            return x;
          },
          triaLowSolve: function triaLowSolve(A, b) {
            var size = A[0].length;
            var x = jStat4.zeros(1, size)[0];
            var parts;
            var matrix_mode = false;
            if (b[0].length != void 0) {
              b = b.map(function(i) {
                return i[0];
              });
              matrix_mode = true;
            }
            jStat4.arange(size).forEach(function(i) {
              parts = jStat4.arange(i).map(function(j) {
                return A[i][j] * x[j];
              });
              x[i] = (b[i] - jStat4.sum(parts)) / A[i][i];
            });
            if (matrix_mode)
              return x.map(function(i) {
                return [i];
              });
            return x;
          },
          // A -> [L,U]
          // A=LU
          // L is lower triangular matrix
          // U is upper triangular matrix
          lu: function lu(A) {
            var size = A.length;
            var L = jStat4.identity(size);
            var R = jStat4.zeros(A.length, A[0].length);
            var parts;
            jStat4.arange(size).forEach(function(t) {
              R[0][t] = A[0][t];
            });
            jStat4.arange(1, size).forEach(function(l) {
              jStat4.arange(l).forEach(function(i) {
                parts = jStat4.arange(i).map(function(jj) {
                  return L[l][jj] * R[jj][i];
                });
                L[l][i] = (A[l][i] - jStat4.sum(parts)) / R[i][i];
              });
              jStat4.arange(l, size).forEach(function(j) {
                parts = jStat4.arange(l).map(function(jj) {
                  return L[l][jj] * R[jj][j];
                });
                R[l][j] = A[parts.length][j] - jStat4.sum(parts);
              });
            });
            return [L, R];
          },
          // A -> T
          // A=TT'
          // T is lower triangular matrix
          cholesky: function cholesky(A) {
            var size = A.length;
            var T = jStat4.zeros(A.length, A[0].length);
            var parts;
            jStat4.arange(size).forEach(function(i) {
              parts = jStat4.arange(i).map(function(t) {
                return Math2.pow(T[i][t], 2);
              });
              T[i][i] = Math2.sqrt(A[i][i] - jStat4.sum(parts));
              jStat4.arange(i + 1, size).forEach(function(j) {
                parts = jStat4.arange(i).map(function(t) {
                  return T[i][t] * T[j][t];
                });
                T[j][i] = (A[i][j] - jStat4.sum(parts)) / T[i][i];
              });
            });
            return T;
          },
          gauss_jacobi: function gauss_jacobi(a, b, x, r) {
            var i = 0;
            var j = 0;
            var n = a.length;
            var l = [];
            var u = [];
            var d = [];
            var xv, c2, h, xk;
            for (; i < n; i++) {
              l[i] = [];
              u[i] = [];
              d[i] = [];
              for (j = 0; j < n; j++) {
                if (i > j) {
                  l[i][j] = a[i][j];
                  u[i][j] = d[i][j] = 0;
                } else if (i < j) {
                  u[i][j] = a[i][j];
                  l[i][j] = d[i][j] = 0;
                } else {
                  d[i][j] = a[i][j];
                  l[i][j] = u[i][j] = 0;
                }
              }
            }
            h = jStat4.multiply(jStat4.multiply(jStat4.inv(d), jStat4.add(l, u)), -1);
            c2 = jStat4.multiply(jStat4.inv(d), b);
            xv = x;
            xk = jStat4.add(jStat4.multiply(h, x), c2);
            i = 2;
            while (Math2.abs(jStat4.norm(jStat4.subtract(xk, xv))) > r) {
              xv = xk;
              xk = jStat4.add(jStat4.multiply(h, xv), c2);
              i++;
            }
            return xk;
          },
          gauss_seidel: function gauss_seidel(a, b, x, r) {
            var i = 0;
            var n = a.length;
            var l = [];
            var u = [];
            var d = [];
            var j, xv, c2, h, xk;
            for (; i < n; i++) {
              l[i] = [];
              u[i] = [];
              d[i] = [];
              for (j = 0; j < n; j++) {
                if (i > j) {
                  l[i][j] = a[i][j];
                  u[i][j] = d[i][j] = 0;
                } else if (i < j) {
                  u[i][j] = a[i][j];
                  l[i][j] = d[i][j] = 0;
                } else {
                  d[i][j] = a[i][j];
                  l[i][j] = u[i][j] = 0;
                }
              }
            }
            h = jStat4.multiply(jStat4.multiply(jStat4.inv(jStat4.add(d, l)), u), -1);
            c2 = jStat4.multiply(jStat4.inv(jStat4.add(d, l)), b);
            xv = x;
            xk = jStat4.add(jStat4.multiply(h, x), c2);
            i = 2;
            while (Math2.abs(jStat4.norm(jStat4.subtract(xk, xv))) > r) {
              xv = xk;
              xk = jStat4.add(jStat4.multiply(h, xv), c2);
              i = i + 1;
            }
            return xk;
          },
          SOR: function SOR(a, b, x, r, w) {
            var i = 0;
            var n = a.length;
            var l = [];
            var u = [];
            var d = [];
            var j, xv, c2, h, xk;
            for (; i < n; i++) {
              l[i] = [];
              u[i] = [];
              d[i] = [];
              for (j = 0; j < n; j++) {
                if (i > j) {
                  l[i][j] = a[i][j];
                  u[i][j] = d[i][j] = 0;
                } else if (i < j) {
                  u[i][j] = a[i][j];
                  l[i][j] = d[i][j] = 0;
                } else {
                  d[i][j] = a[i][j];
                  l[i][j] = u[i][j] = 0;
                }
              }
            }
            h = jStat4.multiply(
              jStat4.inv(jStat4.add(d, jStat4.multiply(l, w))),
              jStat4.subtract(
                jStat4.multiply(d, 1 - w),
                jStat4.multiply(u, w)
              )
            );
            c2 = jStat4.multiply(jStat4.multiply(jStat4.inv(jStat4.add(
              d,
              jStat4.multiply(l, w)
            )), b), w);
            xv = x;
            xk = jStat4.add(jStat4.multiply(h, x), c2);
            i = 2;
            while (Math2.abs(jStat4.norm(jStat4.subtract(xk, xv))) > r) {
              xv = xk;
              xk = jStat4.add(jStat4.multiply(h, xv), c2);
              i++;
            }
            return xk;
          },
          householder: function householder(a) {
            var m = a.length;
            var n = a[0].length;
            var i = 0;
            var w = [];
            var p = [];
            var alpha, r, k, j, factor;
            for (; i < m - 1; i++) {
              alpha = 0;
              for (j = i + 1; j < n; j++)
                alpha += a[j][i] * a[j][i];
              factor = a[i + 1][i] > 0 ? -1 : 1;
              alpha = factor * Math2.sqrt(alpha);
              r = Math2.sqrt((alpha * alpha - a[i + 1][i] * alpha) / 2);
              w = jStat4.zeros(m, 1);
              w[i + 1][0] = (a[i + 1][i] - alpha) / (2 * r);
              for (k = i + 2; k < m; k++) w[k][0] = a[k][i] / (2 * r);
              p = jStat4.subtract(
                jStat4.identity(m, n),
                jStat4.multiply(jStat4.multiply(w, jStat4.transpose(w)), 2)
              );
              a = jStat4.multiply(p, jStat4.multiply(a, p));
            }
            return a;
          },
          // A -> [Q,R]
          // Q is orthogonal matrix
          // R is upper triangular
          QR: (function() {
            var sum = jStat4.sum;
            var range2 = jStat4.arange;
            function qr2(x) {
              var n = x.length;
              var p = x[0].length;
              var r = jStat4.zeros(p, p);
              x = jStat4.copy(x);
              var i, j, k;
              for (j = 0; j < p; j++) {
                r[j][j] = Math2.sqrt(sum(range2(n).map(function(i2) {
                  return x[i2][j] * x[i2][j];
                })));
                for (i = 0; i < n; i++) {
                  x[i][j] = x[i][j] / r[j][j];
                }
                for (k = j + 1; k < p; k++) {
                  r[j][k] = sum(range2(n).map(function(i2) {
                    return x[i2][j] * x[i2][k];
                  }));
                  for (i = 0; i < n; i++) {
                    x[i][k] = x[i][k] - x[i][j] * r[j][k];
                  }
                }
              }
              return [x, r];
            }
            return qr2;
          })(),
          lstsq: /* @__PURE__ */ (function() {
            function R_I(A) {
              A = jStat4.copy(A);
              var size = A.length;
              var I = jStat4.identity(size);
              jStat4.arange(size - 1, -1, -1).forEach(function(i) {
                jStat4.sliceAssign(
                  I,
                  { row: i },
                  jStat4.divide(jStat4.slice(I, { row: i }), A[i][i])
                );
                jStat4.sliceAssign(
                  A,
                  { row: i },
                  jStat4.divide(jStat4.slice(A, { row: i }), A[i][i])
                );
                jStat4.arange(i).forEach(function(j) {
                  var c2 = jStat4.multiply(A[j][i], -1);
                  var Aj = jStat4.slice(A, { row: j });
                  var cAi = jStat4.multiply(jStat4.slice(A, { row: i }), c2);
                  jStat4.sliceAssign(A, { row: j }, jStat4.add(Aj, cAi));
                  var Ij = jStat4.slice(I, { row: j });
                  var cIi = jStat4.multiply(jStat4.slice(I, { row: i }), c2);
                  jStat4.sliceAssign(I, { row: j }, jStat4.add(Ij, cIi));
                });
              });
              return I;
            }
            function qr_solve(A, b) {
              var array_mode = false;
              if (b[0].length === void 0) {
                b = b.map(function(x2) {
                  return [x2];
                });
                array_mode = true;
              }
              var QR = jStat4.QR(A);
              var Q = QR[0];
              var R = QR[1];
              var attrs = A[0].length;
              var Q1 = jStat4.slice(Q, { col: { end: attrs } });
              var R1 = jStat4.slice(R, { row: { end: attrs } });
              var RI = R_I(R1);
              var Q2 = jStat4.transpose(Q1);
              if (Q2[0].length === void 0) {
                Q2 = [Q2];
              }
              var x = jStat4.multiply(jStat4.multiply(RI, Q2), b);
              if (x.length === void 0) {
                x = [[x]];
              }
              if (array_mode)
                return x.map(function(i) {
                  return i[0];
                });
              return x;
            }
            return qr_solve;
          })(),
          jacobi: function jacobi(a) {
            var condition = 1;
            var n = a.length;
            var e = jStat4.identity(n, n);
            var ev = [];
            var b, i, j, p, q, maxim, theta, s;
            while (condition === 1) {
              maxim = a[0][1];
              p = 0;
              q = 1;
              for (i = 0; i < n; i++) {
                for (j = 0; j < n; j++) {
                  if (i != j) {
                    if (maxim < Math2.abs(a[i][j])) {
                      maxim = Math2.abs(a[i][j]);
                      p = i;
                      q = j;
                    }
                  }
                }
              }
              if (a[p][p] === a[q][q])
                theta = a[p][q] > 0 ? Math2.PI / 4 : -Math2.PI / 4;
              else
                theta = Math2.atan(2 * a[p][q] / (a[p][p] - a[q][q])) / 2;
              s = jStat4.identity(n, n);
              s[p][p] = Math2.cos(theta);
              s[p][q] = -Math2.sin(theta);
              s[q][p] = Math2.sin(theta);
              s[q][q] = Math2.cos(theta);
              e = jStat4.multiply(e, s);
              b = jStat4.multiply(jStat4.multiply(jStat4.inv(s), a), s);
              a = b;
              condition = 0;
              for (i = 1; i < n; i++) {
                for (j = 1; j < n; j++) {
                  if (i != j && Math2.abs(a[i][j]) > 1e-3) {
                    condition = 1;
                  }
                }
              }
            }
            for (i = 0; i < n; i++) ev.push(a[i][i]);
            return [e, ev];
          },
          rungekutta: function rungekutta(f, h, p, t_j, u_j, order) {
            var k1, k2, u_j1, k3, k4;
            if (order === 2) {
              while (t_j <= p) {
                k1 = h * f(t_j, u_j);
                k2 = h * f(t_j + h, u_j + k1);
                u_j1 = u_j + (k1 + k2) / 2;
                u_j = u_j1;
                t_j = t_j + h;
              }
            }
            if (order === 4) {
              while (t_j <= p) {
                k1 = h * f(t_j, u_j);
                k2 = h * f(t_j + h / 2, u_j + k1 / 2);
                k3 = h * f(t_j + h / 2, u_j + k2 / 2);
                k4 = h * f(t_j + h, u_j + k3);
                u_j1 = u_j + (k1 + 2 * k2 + 2 * k3 + k4) / 6;
                u_j = u_j1;
                t_j = t_j + h;
              }
            }
            return u_j;
          },
          romberg: function romberg(f, a, b, order) {
            var i = 0;
            var h = (b - a) / 2;
            var x = [];
            var h1 = [];
            var g = [];
            var m, a1, j, k, I;
            while (i < order / 2) {
              I = f(a);
              for (j = a, k = 0; j <= b; j = j + h, k++) x[k] = j;
              m = x.length;
              for (j = 1; j < m - 1; j++) {
                I += (j % 2 !== 0 ? 4 : 2) * f(x[j]);
              }
              I = h / 3 * (I + f(b));
              g[i] = I;
              h /= 2;
              i++;
            }
            a1 = g.length;
            m = 1;
            while (a1 !== 1) {
              for (j = 0; j < a1 - 1; j++)
                h1[j] = (Math2.pow(4, m) * g[j + 1] - g[j]) / (Math2.pow(4, m) - 1);
              a1 = h1.length;
              g = h1;
              h1 = [];
              m++;
            }
            return g;
          },
          richardson: function richardson(X, f, x, h) {
            function pos(X2, x2) {
              var i2 = 0;
              var n = X2.length;
              var p;
              for (; i2 < n; i2++)
                if (X2[i2] === x2) p = i2;
              return p;
            }
            var h_min = Math2.abs(x - X[pos(X, x) + 1]);
            var i = 0;
            var g = [];
            var h1 = [];
            var y1, y2, m, a, j;
            while (h >= h_min) {
              y1 = pos(X, x + h);
              y2 = pos(X, x);
              g[i] = (f[y1] - 2 * f[y2] + f[2 * y2 - y1]) / (h * h);
              h /= 2;
              i++;
            }
            a = g.length;
            m = 1;
            while (a != 1) {
              for (j = 0; j < a - 1; j++)
                h1[j] = (Math2.pow(4, m) * g[j + 1] - g[j]) / (Math2.pow(4, m) - 1);
              a = h1.length;
              g = h1;
              h1 = [];
              m++;
            }
            return g;
          },
          simpson: function simpson(f, a, b, n) {
            var h = (b - a) / n;
            var I = f(a);
            var x = [];
            var j = a;
            var k = 0;
            var i = 1;
            var m;
            for (; j <= b; j = j + h, k++)
              x[k] = j;
            m = x.length;
            for (; i < m - 1; i++) {
              I += (i % 2 !== 0 ? 4 : 2) * f(x[i]);
            }
            return h / 3 * (I + f(b));
          },
          hermite: function hermite(X, F, dF, value) {
            var n = X.length;
            var p = 0;
            var i = 0;
            var l = [];
            var dl = [];
            var A = [];
            var B = [];
            var j;
            for (; i < n; i++) {
              l[i] = 1;
              for (j = 0; j < n; j++) {
                if (i != j) l[i] *= (value - X[j]) / (X[i] - X[j]);
              }
              dl[i] = 0;
              for (j = 0; j < n; j++) {
                if (i != j) dl[i] += 1 / (X[i] - X[j]);
              }
              A[i] = (1 - 2 * (value - X[i]) * dl[i]) * (l[i] * l[i]);
              B[i] = (value - X[i]) * (l[i] * l[i]);
              p += A[i] * F[i] + B[i] * dF[i];
            }
            return p;
          },
          lagrange: function lagrange(X, F, value) {
            var p = 0;
            var i = 0;
            var j, l;
            var n = X.length;
            for (; i < n; i++) {
              l = F[i];
              for (j = 0; j < n; j++) {
                if (i != j) l *= (value - X[j]) / (X[i] - X[j]);
              }
              p += l;
            }
            return p;
          },
          cubic_spline: function cubic_spline(X, F, value) {
            var n = X.length;
            var i = 0, j;
            var A = [];
            var B = [];
            var alpha = [];
            var c2 = [];
            var h = [];
            var b = [];
            var d = [];
            for (; i < n - 1; i++)
              h[i] = X[i + 1] - X[i];
            alpha[0] = 0;
            for (i = 1; i < n - 1; i++) {
              alpha[i] = 3 / h[i] * (F[i + 1] - F[i]) - 3 / h[i - 1] * (F[i] - F[i - 1]);
            }
            for (i = 1; i < n - 1; i++) {
              A[i] = [];
              B[i] = [];
              A[i][i - 1] = h[i - 1];
              A[i][i] = 2 * (h[i - 1] + h[i]);
              A[i][i + 1] = h[i];
              B[i][0] = alpha[i];
            }
            c2 = jStat4.multiply(jStat4.inv(A), B);
            for (j = 0; j < n - 1; j++) {
              b[j] = (F[j + 1] - F[j]) / h[j] - h[j] * (c2[j + 1][0] + 2 * c2[j][0]) / 3;
              d[j] = (c2[j + 1][0] - c2[j][0]) / (3 * h[j]);
            }
            for (j = 0; j < n; j++) {
              if (X[j] > value) break;
            }
            j -= 1;
            return F[j] + (value - X[j]) * b[j] + jStat4.sq(value - X[j]) * c2[j] + (value - X[j]) * jStat4.sq(value - X[j]) * d[j];
          },
          gauss_quadrature: function gauss_quadrature() {
            throw new Error("gauss_quadrature not yet implemented");
          },
          PCA: function PCA(X) {
            var m = X.length;
            var n = X[0].length;
            var i = 0;
            var j, temp1;
            var u = [];
            var D = [];
            var result = [];
            var temp2 = [];
            var Y = [];
            var Bt = [];
            var B = [];
            var C = [];
            var V = [];
            var Vt = [];
            for (i = 0; i < m; i++) {
              u[i] = jStat4.sum(X[i]) / n;
            }
            for (i = 0; i < n; i++) {
              B[i] = [];
              for (j = 0; j < m; j++) {
                B[i][j] = X[j][i] - u[j];
              }
            }
            B = jStat4.transpose(B);
            for (i = 0; i < m; i++) {
              C[i] = [];
              for (j = 0; j < m; j++) {
                C[i][j] = jStat4.dot([B[i]], [B[j]]) / (n - 1);
              }
            }
            result = jStat4.jacobi(C);
            V = result[0];
            D = result[1];
            Vt = jStat4.transpose(V);
            for (i = 0; i < D.length; i++) {
              for (j = i; j < D.length; j++) {
                if (D[i] < D[j]) {
                  temp1 = D[i];
                  D[i] = D[j];
                  D[j] = temp1;
                  temp2 = Vt[i];
                  Vt[i] = Vt[j];
                  Vt[j] = temp2;
                }
              }
            }
            Bt = jStat4.transpose(B);
            for (i = 0; i < m; i++) {
              Y[i] = [];
              for (j = 0; j < Bt.length; j++) {
                Y[i][j] = jStat4.dot([Vt[i]], [Bt[j]]);
              }
            }
            return [X, D, Vt, Y];
          }
        });
        (function(funcs) {
          for (var i = 0; i < funcs.length; i++) (function(passfunc) {
            jStat4.fn[passfunc] = function(arg, func) {
              var tmpthis = this;
              if (func) {
                setTimeout(function() {
                  func.call(tmpthis, jStat4.fn[passfunc].call(tmpthis, arg));
                }, 15);
                return this;
              }
              if (typeof jStat4[passfunc](this, arg) === "number")
                return jStat4[passfunc](this, arg);
              else
                return jStat4(jStat4[passfunc](this, arg));
            };
          })(funcs[i]);
        })("add divide multiply subtract dot pow exp log abs norm angle".split(" "));
      })(jStat3, Math);
      (function(jStat4, Math2) {
        var slice = [].slice;
        var isNumber2 = jStat4.utils.isNumber;
        var isArray = jStat4.utils.isArray;
        jStat4.extend({
          // 2 different parameter lists:
          // (value, mean, sd)
          // (value, array, flag)
          zscore: function zscore() {
            var args = slice.call(arguments);
            if (isNumber2(args[1])) {
              return (args[0] - args[1]) / args[2];
            }
            return (args[0] - jStat4.mean(args[1])) / jStat4.stdev(args[1], args[2]);
          },
          // 3 different paramter lists:
          // (value, mean, sd, sides)
          // (zscore, sides)
          // (value, array, sides, flag)
          ztest: function ztest() {
            var args = slice.call(arguments);
            var z;
            if (isArray(args[1])) {
              z = jStat4.zscore(args[0], args[1], args[3]);
              return args[2] === 1 ? jStat4.normal.cdf(-Math2.abs(z), 0, 1) : jStat4.normal.cdf(-Math2.abs(z), 0, 1) * 2;
            } else {
              if (args.length > 2) {
                z = jStat4.zscore(args[0], args[1], args[2]);
                return args[3] === 1 ? jStat4.normal.cdf(-Math2.abs(z), 0, 1) : jStat4.normal.cdf(-Math2.abs(z), 0, 1) * 2;
              } else {
                z = args[0];
                return args[1] === 1 ? jStat4.normal.cdf(-Math2.abs(z), 0, 1) : jStat4.normal.cdf(-Math2.abs(z), 0, 1) * 2;
              }
            }
          }
        });
        jStat4.extend(jStat4.fn, {
          zscore: function zscore(value, flag) {
            return (value - this.mean()) / this.stdev(flag);
          },
          ztest: function ztest(value, sides, flag) {
            var zscore = Math2.abs(this.zscore(value, flag));
            return sides === 1 ? jStat4.normal.cdf(-zscore, 0, 1) : jStat4.normal.cdf(-zscore, 0, 1) * 2;
          }
        });
        jStat4.extend({
          // 2 parameter lists
          // (value, mean, sd, n)
          // (value, array)
          tscore: function tscore() {
            var args = slice.call(arguments);
            return args.length === 4 ? (args[0] - args[1]) / (args[2] / Math2.sqrt(args[3])) : (args[0] - jStat4.mean(args[1])) / (jStat4.stdev(args[1], true) / Math2.sqrt(args[1].length));
          },
          // 3 different paramter lists:
          // (value, mean, sd, n, sides)
          // (tscore, n, sides)
          // (value, array, sides)
          ttest: function ttest() {
            var args = slice.call(arguments);
            var tscore;
            if (args.length === 5) {
              tscore = Math2.abs(jStat4.tscore(args[0], args[1], args[2], args[3]));
              return args[4] === 1 ? jStat4.studentt.cdf(-tscore, args[3] - 1) : jStat4.studentt.cdf(-tscore, args[3] - 1) * 2;
            }
            if (isNumber2(args[1])) {
              tscore = Math2.abs(args[0]);
              return args[2] == 1 ? jStat4.studentt.cdf(-tscore, args[1] - 1) : jStat4.studentt.cdf(-tscore, args[1] - 1) * 2;
            }
            tscore = Math2.abs(jStat4.tscore(args[0], args[1]));
            return args[2] == 1 ? jStat4.studentt.cdf(-tscore, args[1].length - 1) : jStat4.studentt.cdf(-tscore, args[1].length - 1) * 2;
          }
        });
        jStat4.extend(jStat4.fn, {
          tscore: function tscore(value) {
            return (value - this.mean()) / (this.stdev(true) / Math2.sqrt(this.cols()));
          },
          ttest: function ttest(value, sides) {
            return sides === 1 ? 1 - jStat4.studentt.cdf(Math2.abs(this.tscore(value)), this.cols() - 1) : jStat4.studentt.cdf(-Math2.abs(this.tscore(value)), this.cols() - 1) * 2;
          }
        });
        jStat4.extend({
          // Paramter list is as follows:
          // (array1, array2, array3, ...)
          // or it is an array of arrays
          // array of arrays conversion
          anovafscore: function anovafscore() {
            var args = slice.call(arguments), expVar, sample, sampMean, sampSampMean, tmpargs, unexpVar, i, j;
            if (args.length === 1) {
              tmpargs = new Array(args[0].length);
              for (i = 0; i < args[0].length; i++) {
                tmpargs[i] = args[0][i];
              }
              args = tmpargs;
            }
            sample = new Array();
            for (i = 0; i < args.length; i++) {
              sample = sample.concat(args[i]);
            }
            sampMean = jStat4.mean(sample);
            expVar = 0;
            for (i = 0; i < args.length; i++) {
              expVar = expVar + args[i].length * Math2.pow(jStat4.mean(args[i]) - sampMean, 2);
            }
            expVar /= args.length - 1;
            unexpVar = 0;
            for (i = 0; i < args.length; i++) {
              sampSampMean = jStat4.mean(args[i]);
              for (j = 0; j < args[i].length; j++) {
                unexpVar += Math2.pow(args[i][j] - sampSampMean, 2);
              }
            }
            unexpVar /= sample.length - args.length;
            return expVar / unexpVar;
          },
          // 2 different paramter setups
          // (array1, array2, array3, ...)
          // (anovafscore, df1, df2)
          anovaftest: function anovaftest() {
            var args = slice.call(arguments), df1, df2, n, i;
            if (isNumber2(args[0])) {
              return 1 - jStat4.centralF.cdf(args[0], args[1], args[2]);
            }
            var anovafscore = jStat4.anovafscore(args);
            df1 = args.length - 1;
            n = 0;
            for (i = 0; i < args.length; i++) {
              n = n + args[i].length;
            }
            df2 = n - df1 - 1;
            return 1 - jStat4.centralF.cdf(anovafscore, df1, df2);
          },
          ftest: function ftest(fscore, df1, df2) {
            return 1 - jStat4.centralF.cdf(fscore, df1, df2);
          }
        });
        jStat4.extend(jStat4.fn, {
          anovafscore: function anovafscore() {
            return jStat4.anovafscore(this.toArray());
          },
          anovaftes: function anovaftes() {
            var n = 0;
            var i;
            for (i = 0; i < this.length; i++) {
              n = n + this[i].length;
            }
            return jStat4.ftest(this.anovafscore(), this.length - 1, n - this.length);
          }
        });
        jStat4.extend({
          // 2 parameter lists
          // (mean1, mean2, n1, n2, sd)
          // (array1, array2, sd)
          qscore: function qscore() {
            var args = slice.call(arguments);
            var mean1, mean2, n1, n2, sd;
            if (isNumber2(args[0])) {
              mean1 = args[0];
              mean2 = args[1];
              n1 = args[2];
              n2 = args[3];
              sd = args[4];
            } else {
              mean1 = jStat4.mean(args[0]);
              mean2 = jStat4.mean(args[1]);
              n1 = args[0].length;
              n2 = args[1].length;
              sd = args[2];
            }
            return Math2.abs(mean1 - mean2) / (sd * Math2.sqrt((1 / n1 + 1 / n2) / 2));
          },
          // 3 different parameter lists:
          // (qscore, n, k)
          // (mean1, mean2, n1, n2, sd, n, k)
          // (array1, array2, sd, n, k)
          qtest: function qtest() {
            var args = slice.call(arguments);
            var qscore;
            if (args.length === 3) {
              qscore = args[0];
              args = args.slice(1);
            } else if (args.length === 7) {
              qscore = jStat4.qscore(args[0], args[1], args[2], args[3], args[4]);
              args = args.slice(5);
            } else {
              qscore = jStat4.qscore(args[0], args[1], args[2]);
              args = args.slice(3);
            }
            var n = args[0];
            var k = args[1];
            return 1 - jStat4.tukey.cdf(qscore, k, n - k);
          },
          tukeyhsd: function tukeyhsd(arrays) {
            var sd = jStat4.pooledstdev(arrays);
            var means = arrays.map(function(arr) {
              return jStat4.mean(arr);
            });
            var n = arrays.reduce(function(n2, arr) {
              return n2 + arr.length;
            }, 0);
            var results = [];
            for (var i = 0; i < arrays.length; ++i) {
              for (var j = i + 1; j < arrays.length; ++j) {
                var p = jStat4.qtest(means[i], means[j], arrays[i].length, arrays[j].length, sd, n, arrays.length);
                results.push([[i, j], p]);
              }
            }
            return results;
          }
        });
        jStat4.extend({
          // 2 different parameter setups
          // (value, alpha, sd, n)
          // (value, alpha, array)
          normalci: function normalci() {
            var args = slice.call(arguments), ans = new Array(2), change2;
            if (args.length === 4) {
              change2 = Math2.abs(jStat4.normal.inv(args[1] / 2, 0, 1) * args[2] / Math2.sqrt(args[3]));
            } else {
              change2 = Math2.abs(jStat4.normal.inv(args[1] / 2, 0, 1) * jStat4.stdev(args[2]) / Math2.sqrt(args[2].length));
            }
            ans[0] = args[0] - change2;
            ans[1] = args[0] + change2;
            return ans;
          },
          // 2 different parameter setups
          // (value, alpha, sd, n)
          // (value, alpha, array)
          tci: function tci() {
            var args = slice.call(arguments), ans = new Array(2), change2;
            if (args.length === 4) {
              change2 = Math2.abs(jStat4.studentt.inv(args[1] / 2, args[3] - 1) * args[2] / Math2.sqrt(args[3]));
            } else {
              change2 = Math2.abs(jStat4.studentt.inv(args[1] / 2, args[2].length - 1) * jStat4.stdev(args[2], true) / Math2.sqrt(args[2].length));
            }
            ans[0] = args[0] - change2;
            ans[1] = args[0] + change2;
            return ans;
          },
          significant: function significant(pvalue, alpha) {
            return pvalue < alpha;
          }
        });
        jStat4.extend(jStat4.fn, {
          normalci: function normalci(value, alpha) {
            return jStat4.normalci(value, alpha, this.toArray());
          },
          tci: function tci(value, alpha) {
            return jStat4.tci(value, alpha, this.toArray());
          }
        });
        function differenceOfProportions(p1, n1, p2, n2) {
          if (p1 > 1 || p2 > 1 || p1 <= 0 || p2 <= 0) {
            throw new Error("Proportions should be greater than 0 and less than 1");
          }
          var pooled = (p1 * n1 + p2 * n2) / (n1 + n2);
          var se = Math2.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
          return (p1 - p2) / se;
        }
        jStat4.extend(jStat4.fn, {
          oneSidedDifferenceOfProportions: function oneSidedDifferenceOfProportions(p1, n1, p2, n2) {
            var z = differenceOfProportions(p1, n1, p2, n2);
            return jStat4.ztest(z, 1);
          },
          twoSidedDifferenceOfProportions: function twoSidedDifferenceOfProportions(p1, n1, p2, n2) {
            var z = differenceOfProportions(p1, n1, p2, n2);
            return jStat4.ztest(z, 2);
          }
        });
      })(jStat3, Math);
      jStat3.models = /* @__PURE__ */ (function() {
        function sub_regress(exog) {
          var var_count = exog[0].length;
          var modelList = jStat3.arange(var_count).map(function(endog_index) {
            var exog_index = jStat3.arange(var_count).filter(function(i) {
              return i !== endog_index;
            });
            return ols(
              jStat3.col(exog, endog_index).map(function(x) {
                return x[0];
              }),
              jStat3.col(exog, exog_index)
            );
          });
          return modelList;
        }
        function ols(endog, exog) {
          var nobs = endog.length;
          var df_model = exog[0].length - 1;
          var df_resid = nobs - df_model - 1;
          var coef = jStat3.lstsq(exog, endog);
          var predict = jStat3.multiply(exog, coef.map(function(x) {
            return [x];
          })).map(function(p) {
            return p[0];
          });
          var resid = jStat3.subtract(endog, predict);
          var ybar = jStat3.mean(endog);
          var SSE = jStat3.sum(predict.map(function(f) {
            return Math.pow(f - ybar, 2);
          }));
          var SSR = jStat3.sum(endog.map(function(y, i) {
            return Math.pow(y - predict[i], 2);
          }));
          var SST = SSE + SSR;
          var R2 = SSE / SST;
          return {
            exog,
            endog,
            nobs,
            df_model,
            df_resid,
            coef,
            predict,
            resid,
            ybar,
            SST,
            SSE,
            SSR,
            R2
          };
        }
        function t_test(model) {
          var subModelList = sub_regress(model.exog);
          var sigmaHat = Math.sqrt(model.SSR / model.df_resid);
          var seBetaHat = subModelList.map(function(mod) {
            var SST = mod.SST;
            var R2 = mod.R2;
            return sigmaHat / Math.sqrt(SST * (1 - R2));
          });
          var tStatistic = model.coef.map(function(coef, i) {
            return (coef - 0) / seBetaHat[i];
          });
          var pValue = tStatistic.map(function(t) {
            var leftppf = jStat3.studentt.cdf(t, model.df_resid);
            return (leftppf > 0.5 ? 1 - leftppf : leftppf) * 2;
          });
          var c2 = jStat3.studentt.inv(0.975, model.df_resid);
          var interval95 = model.coef.map(function(coef, i) {
            var d = c2 * seBetaHat[i];
            return [coef - d, coef + d];
          });
          return {
            se: seBetaHat,
            t: tStatistic,
            p: pValue,
            sigmaHat,
            interval95
          };
        }
        function F_test(model) {
          var F_statistic = model.R2 / model.df_model / ((1 - model.R2) / model.df_resid);
          var fcdf = function(x, n1, n2) {
            return jStat3.beta.cdf(x / (n2 / n1 + x), n1 / 2, n2 / 2);
          };
          var pvalue = 1 - fcdf(F_statistic, model.df_model, model.df_resid);
          return { F_statistic, pvalue };
        }
        function ols_wrap(endog, exog) {
          var model = ols(endog, exog);
          var ttest = t_test(model);
          var ftest = F_test(model);
          var adjust_R2 = 1 - (1 - model.R2) * ((model.nobs - 1) / model.df_resid);
          model.t = ttest;
          model.f = ftest;
          model.adjust_R2 = adjust_R2;
          return model;
        }
        return { ols: ols_wrap };
      })();
      jStat3.extend({
        buildxmatrix: function buildxmatrix() {
          var matrixRows = new Array(arguments.length);
          for (var i = 0; i < arguments.length; i++) {
            var array = [1];
            matrixRows[i] = array.concat(arguments[i]);
          }
          return jStat3(matrixRows);
        },
        builddxmatrix: function builddxmatrix() {
          var matrixRows = new Array(arguments[0].length);
          for (var i = 0; i < arguments[0].length; i++) {
            var array = [1];
            matrixRows[i] = array.concat(arguments[0][i]);
          }
          return jStat3(matrixRows);
        },
        buildjxmatrix: function buildjxmatrix(jMat) {
          var pass = new Array(jMat.length);
          for (var i = 0; i < jMat.length; i++) {
            pass[i] = jMat[i];
          }
          return jStat3.builddxmatrix(pass);
        },
        buildymatrix: function buildymatrix(array) {
          return jStat3(array).transpose();
        },
        buildjymatrix: function buildjymatrix(jMat) {
          return jMat.transpose();
        },
        matrixmult: function matrixmult(A, B) {
          var i, j, k, result, sum;
          if (A.cols() == B.rows()) {
            if (B.rows() > 1) {
              result = [];
              for (i = 0; i < A.rows(); i++) {
                result[i] = [];
                for (j = 0; j < B.cols(); j++) {
                  sum = 0;
                  for (k = 0; k < A.cols(); k++) {
                    sum += A.toArray()[i][k] * B.toArray()[k][j];
                  }
                  result[i][j] = sum;
                }
              }
              return jStat3(result);
            }
            result = [];
            for (i = 0; i < A.rows(); i++) {
              result[i] = [];
              for (j = 0; j < B.cols(); j++) {
                sum = 0;
                for (k = 0; k < A.cols(); k++) {
                  sum += A.toArray()[i][k] * B.toArray()[j];
                }
                result[i][j] = sum;
              }
            }
            return jStat3(result);
          }
        },
        //regress and regresst to be fixed
        regress: function regress(jMatX, jMatY) {
          var innerinv = jStat3.xtranspxinv(jMatX);
          var xtransp = jMatX.transpose();
          var next = jStat3.matrixmult(jStat3(innerinv), xtransp);
          return jStat3.matrixmult(next, jMatY);
        },
        regresst: function regresst(jMatX, jMatY, sides) {
          var beta = jStat3.regress(jMatX, jMatY);
          var compile = {};
          compile.anova = {};
          var jMatYBar = jStat3.jMatYBar(jMatX, beta);
          compile.yBar = jMatYBar;
          var yAverage = jMatY.mean();
          compile.anova.residuals = jStat3.residuals(jMatY, jMatYBar);
          compile.anova.ssr = jStat3.ssr(jMatYBar, yAverage);
          compile.anova.msr = compile.anova.ssr / (jMatX[0].length - 1);
          compile.anova.sse = jStat3.sse(jMatY, jMatYBar);
          compile.anova.mse = compile.anova.sse / (jMatY.length - (jMatX[0].length - 1) - 1);
          compile.anova.sst = jStat3.sst(jMatY, yAverage);
          compile.anova.mst = compile.anova.sst / (jMatY.length - 1);
          compile.anova.r2 = 1 - compile.anova.sse / compile.anova.sst;
          if (compile.anova.r2 < 0) compile.anova.r2 = 0;
          compile.anova.fratio = compile.anova.msr / compile.anova.mse;
          compile.anova.pvalue = jStat3.anovaftest(
            compile.anova.fratio,
            jMatX[0].length - 1,
            jMatY.length - (jMatX[0].length - 1) - 1
          );
          compile.anova.rmse = Math.sqrt(compile.anova.mse);
          compile.anova.r2adj = 1 - compile.anova.mse / compile.anova.mst;
          if (compile.anova.r2adj < 0) compile.anova.r2adj = 0;
          compile.stats = new Array(jMatX[0].length);
          var covar = jStat3.xtranspxinv(jMatX);
          var sds, ts, ps;
          for (var i = 0; i < beta.length; i++) {
            sds = Math.sqrt(compile.anova.mse * Math.abs(covar[i][i]));
            ts = Math.abs(beta[i] / sds);
            ps = jStat3.ttest(ts, jMatY.length - jMatX[0].length - 1, sides);
            compile.stats[i] = [beta[i], sds, ts, ps];
          }
          compile.regress = beta;
          return compile;
        },
        xtranspx: function xtranspx(jMatX) {
          return jStat3.matrixmult(jMatX.transpose(), jMatX);
        },
        xtranspxinv: function xtranspxinv(jMatX) {
          var inner = jStat3.matrixmult(jMatX.transpose(), jMatX);
          var innerinv = jStat3.inv(inner);
          return innerinv;
        },
        jMatYBar: function jMatYBar(jMatX, beta) {
          var yBar = jStat3.matrixmult(jMatX, beta);
          return new jStat3(yBar);
        },
        residuals: function residuals(jMatY, jMatYBar) {
          return jStat3.matrixsubtract(jMatY, jMatYBar);
        },
        ssr: function ssr(jMatYBar, yAverage) {
          var ssr2 = 0;
          for (var i = 0; i < jMatYBar.length; i++) {
            ssr2 += Math.pow(jMatYBar[i] - yAverage, 2);
          }
          return ssr2;
        },
        sse: function sse(jMatY, jMatYBar) {
          var sse2 = 0;
          for (var i = 0; i < jMatY.length; i++) {
            sse2 += Math.pow(jMatY[i] - jMatYBar[i], 2);
          }
          return sse2;
        },
        sst: function sst(jMatY, yAverage) {
          var sst2 = 0;
          for (var i = 0; i < jMatY.length; i++) {
            sst2 += Math.pow(jMatY[i] - yAverage, 2);
          }
          return sst2;
        },
        matrixsubtract: function matrixsubtract(A, B) {
          var ans = new Array(A.length);
          for (var i = 0; i < A.length; i++) {
            ans[i] = new Array(A[i].length);
            for (var j = 0; j < A[i].length; j++) {
              ans[i][j] = A[i][j] - B[i][j];
            }
          }
          return jStat3(ans);
        }
      });
      jStat3.jStat = jStat3;
      return jStat3;
    });
  }
});

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR2 = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR: STAR2,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path, { windows } = {}) => {
      const segs = path.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob2 = "";
      if (start > 0) {
        prefix = str.slice(0, start);
        str = str.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob2 = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob2 = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob2) glob2 = utils.removeBackslashes(glob2);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob: glob2,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type2, char) => {
      return `Missing ${type2}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote2 = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote2 = quote2 === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote2 === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote2 = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote2 = quote2 === 1 ? 0 : 1;
          continue;
        }
        if (quote2 === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse2 = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants.globChars(opts.windows);
      const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR: STAR2,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR2;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type2) => {
        state[type2]++;
        stack.push(type2);
      };
      const decrement = (type2) => {
        state[type2]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type2, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type: type2, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse2(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix3 = POSIX_REGEX_SOURCE[rest2];
                if (posix3) {
                  prev.value = pre + posix3;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range2 = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range2.unshift(arr[i].value);
              }
            }
            output = expandRange(range2, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse2.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR: STAR2,
        START_ANCHOR
      } = constants.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR2;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse2;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan();
    var parse2 = require_parse();
    var utils = require_utils();
    var constants = require_constants();
    var isObject2 = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch2 = (glob2, options, returnState = false) => {
      if (Array.isArray(glob2)) {
        const fns = glob2.map((input) => picomatch2(input, options, returnState));
        const arrayMatcher = (str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject2(glob2) && glob2.tokens && glob2.input;
      if (glob2 === "" || typeof glob2 !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix3 = opts.windows;
      const regex = isState ? picomatch2.compileRe(glob2, options) : picomatch2.makeRe(glob2, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch2(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch2.test(input, regex, options, { glob: glob2, posix: posix3 });
        const result = { glob: glob2, state, regex, posix: posix3, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch2.test = (input, regex, options, { glob: glob2, posix: posix3 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix3 ? utils.toPosixSlashes : null);
      let match = input === glob2;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob2;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch2.matchBase(input, regex, options, posix3);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch2.matchBase = (input, glob2, options, posix3 = options && options.windows) => {
      const regex = glob2 instanceof RegExp ? glob2 : picomatch2.makeRe(glob2, options);
      return regex.test(utils.basename(input, { windows: posix3 }));
    };
    picomatch2.isMatch = (str, patterns, options) => picomatch2(patterns, options)(str);
    picomatch2.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch2.parse(p, options));
      return parse2(pattern, { ...options, fastpaths: false });
    };
    picomatch2.scan = (input, options) => scan(input, options);
    picomatch2.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch2.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch2.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed2 = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed2.output = parse2.fastpaths(input, options);
      }
      if (!parsed2.output) {
        parsed2 = parse2(input, options);
      }
      return picomatch2.compileRe(parsed2, options, returnOutput, returnState);
    };
    picomatch2.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch2.constants = constants;
    module.exports = picomatch2;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch2(glob2, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob2, options, returnState);
    }
    Object.assign(picomatch2, pico);
    module.exports = picomatch2;
  }
});

// src/main.ts
import { mkdtempSync as mkdtempSync3 } from "node:fs";
import { tmpdir as tmpdir3 } from "node:os";
import { join as join6 } from "node:path";

// src/action/io.ts
import { appendFileSync, readFileSync } from "node:fs";
import { cpus, release, type } from "node:os";

// src/stats/correction.ts
function adjustPValues(pValues, method) {
  const m = pValues.length;
  if (method === "none" || m === 0) return [...pValues];
  if (method === "bonferroni") return pValues.map((p) => Math.min(1, p * m));
  const order = pValues.map((_, i) => i).sort((a, b) => pValues[a] - pValues[b] || a - b);
  const adjusted = new Array(m);
  if (method === "holm") {
    let running2 = 0;
    order.forEach((index, rank2) => {
      running2 = Math.max(running2, Math.min(1, (m - rank2) * pValues[index]));
      adjusted[index] = running2;
    });
    return adjusted;
  }
  let running = 1;
  for (let rank2 = m - 1; rank2 >= 0; rank2--) {
    const index = order[rank2];
    const p = pValues[index];
    running = Math.min(running, m * p / (rank2 + 1));
    adjusted[index] = Math.max(running, p);
  }
  return adjusted;
}

// src/model/report.ts
var VERDICTS = ["regression", "improvement", "unchanged", "noise", "inconclusive", "added", "removed"];
var CORRECTIONS = ["bh", "holm", "bonferroni", "none"];
function worstNotRuledOut(row3) {
  const end = row3.changeCI?.[1] ?? Infinity;
  return row3.reason?.code === "tail-changed" ? Math.max(end, row3.reason.plainChange) : end;
}

// src/compare/certify.ts
var NEGLIGIBLE_SHARE = 0.05;
var NAMED_ROWS = 3;
function rowName(row3) {
  return `${row3.benchmark} ${row3.metric}`;
}
function negligibleRows(rows) {
  const largest = /* @__PURE__ */ new Map();
  const keyOf2 = (row3) => `${row3.reference}\0${row3.benchmark}\0${row3.unit}`;
  for (const row3 of rows) {
    if (row3.better !== "lower" || row3.baseline === null) continue;
    const key2 = keyOf2(row3);
    largest.set(key2, Math.max(largest.get(key2) ?? 0, Math.abs(row3.baseline.centre)));
  }
  const negligible = /* @__PURE__ */ new Set();
  for (const row3 of rows) {
    if (row3.better !== "lower" || row3.baseline === null) continue;
    const top = largest.get(keyOf2(row3)) ?? 0;
    if (top > 0 && Math.abs(row3.baseline.centre) < NEGLIGIBLE_SHARE * top) negligible.add(row3);
  }
  return negligible;
}
function certify(comparisons, suites, limit) {
  const compared = comparisons.filter((row3) => row3.verdict !== "added" && row3.verdict !== "removed");
  const negligible = negligibleRows(compared);
  const reaches = [];
  for (const row3 of compared) if (!negligible.has(row3)) reaches.push({ name: rowName(row3), reach: row3.changeCI === null ? Infinity : worstNotRuledOut(row3) });
  for (const row3 of comparisons) if (row3.verdict === "removed") reaches.push({ name: rowName(row3), reach: Infinity });
  for (const line of suites) reaches.push({ name: `whole suite ${line.metric}`, reach: line.changeCI === null ? Infinity : worstNotRuledOut(line) });
  const bound = reaches.reduce((worst, item) => Math.max(worst, item.reach), -Infinity);
  const open = reaches.filter((item) => item.reach > limit).sort((a, b) => b.reach - a.reach);
  const regression = comparisons.some((row3) => row3.verdict === "regression") || suites.some((line) => line.verdict === "regression");
  return {
    limit,
    // No row at all to bound: nothing is certified.
    bound: reaches.length === 0 || !Number.isFinite(bound) ? null : Math.max(0, bound),
    certified: !regression && reaches.length > 0 && open.length === 0,
    open: open.slice(0, NAMED_ROWS).map((item) => item.name),
    openCount: open.length,
    negligible: [...negligible].map(rowName)
  };
}

// src/units/relative.ts
function fractionFromText(text3) {
  const trimmed2 = text3.trim();
  if (trimmed2 === "" || trimmed2 === "%") return Number.NaN;
  return trimmed2.endsWith("%") ? Number(trimmed2.slice(0, -1)) / 100 : Number(trimmed2);
}

// src/json-text.ts
function lineAndColumn(text3, position) {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < position && i < text3.length; i++) {
    if (text3.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: position - lineStart + 1 };
}
function parseJsonText(source) {
  try {
    return JSON.parse(source.text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /at position (\d+)/.exec(message);
    const reason = (message.split(/, "|\. |(?= in JSON at)/)[0] ?? message).replace(/^Unexpected/, "unexpected");
    if (position?.[1] !== void 0 && Number(position[1]) >= source.text.trimEnd().length) {
      throw new ParseError(
        { file: source.name, ...lineAndColumn(source.text, source.text.length) },
        "not valid JSON: the file ends in the middle of a value (truncated?)"
      );
    }
    if (position?.[1] !== void 0) {
      throw new ParseError({ file: source.name, ...lineAndColumn(source.text, Number(position[1])) }, `not valid JSON: ${reason}`);
    }
    if (/end of JSON input/.test(message)) {
      throw new ParseError(
        { file: source.name, ...lineAndColumn(source.text, source.text.length) },
        "not valid JSON: the file ends in the middle of a value (truncated?)"
      );
    }
    throw new ParseError({ file: source.name }, `not valid JSON: ${reason}`);
  }
}
var JsonReader = class {
  constructor(file) {
    this.file = file;
  }
  file;
  fail(path, expected) {
    throw new ParseError({ file: this.file, path }, `expected ${expected}`);
  }
  object(value, path) {
    if (typeof value !== "object" || value === null || Array.isArray(value)) this.fail(path, "an object");
    return value;
  }
  array(value, path) {
    if (!Array.isArray(value)) this.fail(path, "an array");
    return value;
  }
  string(value, path) {
    if (typeof value !== "string") this.fail(path, "a string");
    return value;
  }
  optionalString(value, path) {
    return value === void 0 ? void 0 : this.string(value, path);
  }
  number(value, path) {
    if (typeof value !== "number" || !Number.isFinite(value)) this.fail(path, "a finite number");
    return value;
  }
};

// src/model/series.ts
var BETTER_VALUES = ["lower", "higher"];
function seriesKey(benchmark, metric) {
  return `${benchmark}\0${metric}`;
}

// src/compare/glob-braces.ts
var MAX_BRACE_EXPANSION = 256;
var MAX_EXPANDED_LENGTH = 4e3;
var GlobError = class extends Error {
  name = "GlobError";
};
function classEnd(glob2, open) {
  let i = open + 1;
  if (glob2[i] === "!" || glob2[i] === "^") i++;
  if (glob2[i] === "]") i++;
  for (; i < glob2.length; i++) {
    const char = glob2[i];
    if (char === "\\") i++;
    else if (char === "]") return i;
    else if (char === "[" && glob2[i + 1] === ":") {
      const close = glob2.indexOf(":]", i + 2);
      if (close >= 0) i = close + 1;
    }
  }
  return -1;
}
function braceGroup(glob2, open) {
  const members = [];
  let depth = 0;
  let from = open + 1;
  for (let i = open + 1; i < glob2.length; i++) {
    const char = glob2[i];
    if (char === "\\") i++;
    else if (char === "[") {
      const end = classEnd(glob2, i);
      if (end >= 0) i = end;
    } else if (char === "{") depth++;
    else if (char === "}" && depth > 0) depth--;
    else if (char === "," && depth === 0) {
      members.push(glob2.slice(from, i));
      from = i + 1;
    } else if (char === "}") {
      members.push(glob2.slice(from, i));
      return members.length > 1 ? { members, close: i } : rangeGroup(members[0], i);
    }
  }
  return void 0;
}
function rangeGroup(body, close) {
  const numbers = /^(-?\d+)\.\.(-?\d+)$/.exec(body);
  const letters = /^([a-zA-Z])\.\.([a-zA-Z])$/.exec(body);
  if (numbers === null && letters === null) return void 0;
  const from = numbers === null ? (letters?.[1]).charCodeAt(0) : Number(numbers[1]);
  const to = numbers === null ? (letters?.[2]).charCodeAt(0) : Number(numbers[2]);
  const count = Math.abs(to - from) + 1;
  if (count > MAX_BRACE_EXPANSION) throw new GlobError(`the range {${body}} has ${count} values; at most ${MAX_BRACE_EXPANSION} are allowed`);
  const step = to >= from ? 1 : -1;
  const members = Array.from({ length: count }, (_, k) => numbers === null ? String.fromCharCode(from + k * step) : String(from + k * step));
  return { members, close };
}
function expandBraces(glob2) {
  const done = [];
  let length = 0;
  const pending = [glob2];
  while (pending.length > 0) {
    const text3 = pending.pop();
    let group;
    let open = -1;
    for (let i = 0; i < text3.length && group === void 0; i++) {
      const char = text3[i];
      if (char === "\\") i++;
      else if (char === "[") {
        const end = classEnd(text3, i);
        if (end >= 0) i = end;
      } else if (char === "{") {
        group = braceGroup(text3, i);
        open = i;
      }
    }
    if (group === void 0) {
      done.push(text3);
      length += text3.length;
      if (length > MAX_EXPANDED_LENGTH)
        throw new GlobError(`the braces expand to more than ${MAX_EXPANDED_LENGTH} characters of globs; write fewer alternatives or use * and ?`);
    } else {
      const { members, close } = group;
      for (let k = members.length - 1; k >= 0; k--) pending.push(text3.slice(0, open) + members[k] + text3.slice(close + 1));
    }
    if (done.length + pending.length > MAX_BRACE_EXPANSION)
      throw new GlobError(`the braces expand to more than ${MAX_BRACE_EXPANSION} globs; write fewer alternatives or use * and ?`);
  }
  return done;
}

// src/compare/name-glob.ts
var MAX_GLOB_LENGTH = 1e3;
var ANY = -1;
var STAR = -2;
var CLASS = -3;
var POSIX = {
  alnum: (c2) => c2 >= 48 && c2 <= 57 || c2 >= 65 && c2 <= 90 || c2 >= 97 && c2 <= 122,
  alpha: (c2) => c2 >= 65 && c2 <= 90 || c2 >= 97 && c2 <= 122,
  ascii: (c2) => c2 < 128,
  blank: (c2) => c2 === 32 || c2 === 9,
  cntrl: (c2) => c2 < 32 || c2 === 127,
  digit: (c2) => c2 >= 48 && c2 <= 57,
  graph: (c2) => c2 > 32 && c2 < 127,
  lower: (c2) => c2 >= 97 && c2 <= 122,
  print: (c2) => c2 >= 32 && c2 < 127,
  punct: (c2) => c2 > 32 && c2 < 48 || c2 > 57 && c2 < 65 || c2 > 90 && c2 < 97 || c2 > 122 && c2 < 127,
  space: (c2) => c2 === 32 || c2 >= 9 && c2 <= 13,
  upper: (c2) => c2 >= 65 && c2 <= 90,
  word: (c2) => c2 === 95 || c2 >= 48 && c2 <= 57 || c2 >= 65 && c2 <= 90 || c2 >= 97 && c2 <= 122,
  xdigit: (c2) => c2 >= 48 && c2 <= 57 || c2 >= 65 && c2 <= 70 || c2 >= 97 && c2 <= 102
};
var CharClass = class {
  constructor(negated, ranges, named) {
    this.negated = negated;
    this.ranges = ranges;
    this.named = named;
  }
  negated;
  ranges;
  named;
  has(code) {
    let found = false;
    for (let i = 0; i < this.ranges.length && !found; i += 2) found = code >= this.ranges[i] && code <= this.ranges[i + 1];
    for (let i = 0; i < this.named.length && !found; i++) found = this.named[i](code);
    return found !== this.negated;
  }
};
function parseClass(glob2, open, close) {
  let i = open + 1;
  const negated = glob2[i] === "!" || glob2[i] === "^";
  if (negated) i++;
  const ranges = [];
  const named = [];
  while (i < close) {
    if (glob2[i] === "[" && glob2[i + 1] === ":") {
      const end = glob2.indexOf(":]", i + 2);
      const name = glob2.slice(i + 2, end);
      const test = Object.hasOwn(POSIX, name) ? POSIX[name] : void 0;
      if (test === void 0) throw new GlobError(`[:${name}:] is not a character class; known are ${Object.keys(POSIX).join(", ")}`);
      named.push(test);
      i = end + 2;
      continue;
    }
    if (glob2[i] === "\\" && i + 1 < close) i++;
    const low = glob2.codePointAt(i);
    i += low > 65535 ? 2 : 1;
    if (glob2[i] === "-" && i + 1 < close && !(glob2[i + 1] === "[" && glob2[i + 2] === ":")) {
      let at = i + 1;
      if (glob2[at] === "\\" && at + 1 < close) at++;
      const high = glob2.codePointAt(at);
      if (high < low) throw new GlobError(`the range ${glob2.slice(i - 1, at + 1)} in ${glob2.slice(open, close + 1)} runs backwards`);
      ranges.push(low, high);
      i = at + (high > 65535 ? 2 : 1);
    } else ranges.push(low, low);
  }
  if (!negated && ranges.some((code, k) => k % 2 === 0 && code <= 47 && ranges[k + 1] >= 47))
    throw new GlobError(`${glob2.slice(open, close + 1)} lists "/", which a class never matches: * ? and [...] stop at "/"`);
  return new CharClass(negated, ranges, named);
}
function compileSegments(glob2, classes) {
  const segments = [];
  let tokens = [];
  let stars = 0;
  let onlyStars = true;
  for (let i = 0; i <= glob2.length; ) {
    const char = glob2[i];
    if (char === void 0 || char === "/") {
      segments.push(onlyStars && stars === 2 ? null : Int32Array.from(tokens));
      tokens = [];
      stars = 0;
      onlyStars = true;
      i++;
      continue;
    }
    if ("@*+?!".includes(char) && glob2[i + 1] === "(")
      throw new GlobError(`${char}(...) is an extglob, which benchgate does not read; write {a,b} for alternatives, or \\( for a parenthesis`);
    if (char === "*") {
      if (tokens[tokens.length - 1] !== STAR) tokens.push(STAR);
      stars++;
      i++;
      continue;
    }
    onlyStars = false;
    const close = char === "[" ? classEnd(glob2, i) : -1;
    if (char === "?") {
      tokens.push(ANY);
      i++;
    } else if (close > 0) {
      tokens.push(CLASS - classes.length);
      classes.push(parseClass(glob2, i, close));
      i = close + 1;
    } else {
      if (char === "\\" && i + 1 < glob2.length) i++;
      const code = glob2.codePointAt(i);
      tokens.push(code);
      i += code > 65535 ? 2 : 1;
    }
  }
  return segments;
}
function matchSegment(tokens, classes, name, from, to) {
  let t = 0;
  let n = from;
  let starToken = -1;
  let starAt = from;
  while (n < to) {
    if (t < tokens.length) {
      const token = tokens[t];
      if (token === STAR) {
        starToken = t++;
        starAt = n;
        continue;
      }
      const code = name.codePointAt(n);
      if (token === code || token === ANY || token <= CLASS && classes[CLASS - token].has(code)) {
        t++;
        n += code > 65535 ? 2 : 1;
        continue;
      }
    }
    if (starToken < 0) return false;
    t = starToken + 1;
    starAt += name.codePointAt(starAt) > 65535 ? 2 : 1;
    n = starAt;
  }
  while (t < tokens.length && tokens[t] === STAR) t++;
  return t === tokens.length;
}
function matchSegments(segments, classes, name) {
  let s = 0;
  let n = 0;
  let globstar = -1;
  let globstarAt = 0;
  while (n <= name.length) {
    let end = name.indexOf("/", n);
    if (end < 0) end = name.length;
    if (s < segments.length) {
      const segment = segments[s];
      if (segment === null) {
        globstar = s++;
        globstarAt = n;
        continue;
      }
      if (matchSegment(segment, classes, name, n, end)) {
        s++;
        n = end + 1;
        continue;
      }
    }
    if (globstar < 0) return false;
    s = globstar + 1;
    const taken = name.indexOf("/", globstarAt);
    globstarAt = taken < 0 ? name.length + 1 : taken + 1;
    n = globstarAt;
  }
  while (s < segments.length && segments[s] === null) s++;
  return s === segments.length;
}
function plainStart(segments) {
  let start = "";
  for (let s = 0; s < segments.length; s++) {
    const segment = segments[s];
    if (segment === null) break;
    let t = 0;
    while (t < segment.length && segment[t] >= 0) start += String.fromCodePoint(segment[t++]);
    if (t < segment.length || s + 1 >= segments.length || segments[s + 1] === null) break;
    start += "/";
  }
  return start;
}
var NameGlob = class {
  constructor(glob2) {
    this.glob = glob2;
    if (glob2.length > MAX_GLOB_LENGTH) throw new GlobError(`the glob has ${glob2.length} characters; at most ${MAX_GLOB_LENGTH} are allowed`);
    let start = 0;
    while (glob2[start] === "!" && start + 1 < glob2.length && glob2[start + 1] !== "(") start++;
    this.negated = start % 2 === 1;
    let body = glob2.slice(start);
    while (body.startsWith("./")) body = body.slice(2);
    if (body === "") throw new GlobError("an empty glob matches no name; leave the key out to match every name");
    this.alternatives = expandBraces(body).map((alternative) => compileSegments(alternative, this.classes));
    const only = this.alternatives.length === 1 ? this.alternatives[0] : void 0;
    const plain = only?.every((segment) => segment !== null && segment.every((token) => token >= 0)) === true;
    this.literal = plain ? only.map((segment) => String.fromCodePoint(...segment)).join("/") : void 0;
    this.prefix = only === void 0 ? "" : plainStart(only);
  }
  glob;
  alternatives;
  classes = [];
  /** The name itself when the glob has no special character: a string comparison. */
  literal;
  /** What every matching name starts with (the glob's plain start): most rules reject a name on it. */
  prefix;
  negated;
  /** Whether `name` (or `alias`, another name of the same row) matches, the negation applied to both at once. */
  matches(name, alias) {
    return (this.matchesPlain(name) || alias !== void 0 && alias !== name && this.matchesPlain(alias)) !== this.negated;
  }
  matchesPlain(name) {
    if (name === "") return false;
    if (this.literal !== void 0) return name === this.literal;
    if (!name.startsWith(this.prefix)) return false;
    if (this.alternatives.length === 1 && this.alternatives[0]?.length === 1 && this.alternatives[0][0] === null) return true;
    for (const segments of this.alternatives) if (matchSegments(segments, this.classes, name)) return true;
    return false;
  }
};

// src/compare/config.ts
var EMPTY_CONFIG = { rules: [] };
var MAX_RULES = 1e3;
var KEYS = /* @__PURE__ */ new Set(["benchmark", "metric", "better", "noise", "alpha", "exact", "tolerance", "ignore"]);
function fraction(reader, value, path, what, max) {
  const number = typeof value === "string" ? fractionFromText(value) : reader.number(value, path);
  if (!Number.isFinite(number) || number < 0 || number >= max) reader.fail(path, what);
  return number;
}
function glob(reader, value, path) {
  const text3 = reader.optionalString(value, path);
  if (text3 === void 0) return void 0;
  try {
    new NameGlob(text3);
  } catch (error) {
    if (error instanceof GlobError) throw new ParseError({ file: reader.file, path }, error.message);
    throw error;
  }
  return text3;
}
function parseConfig(source) {
  const reader = new JsonReader(source.name);
  const root = reader.object(parseJsonText(source), "$");
  const values = reader.array(root.rules, "rules");
  if (values.length > MAX_RULES)
    reader.fail(`rules[${MAX_RULES}]`, `at most ${MAX_RULES} rules (each is matched against every row); this file has ${values.length}`);
  const rules = values.map((value, i) => {
    const path = `rules[${i}]`;
    const rule = reader.object(value, path);
    for (const key2 of Object.keys(rule)) if (!KEYS.has(key2)) reader.fail(`${path}.${key2}`, `one of the keys ${[...KEYS].join(", ")}`);
    const better = reader.optionalString(rule.better, `${path}.better`);
    if (better !== void 0 && !BETTER_VALUES.includes(better)) reader.fail(`${path}.better`, '"lower" or "higher"');
    const flag = (key2) => {
      const value2 = rule[key2];
      if (value2 === void 0 || typeof value2 === "boolean") return value2;
      return reader.fail(`${path}.${key2}`, "true or false");
    };
    const exact = flag("exact");
    const ignore = flag("ignore");
    return {
      benchmark: glob(reader, rule.benchmark, `${path}.benchmark`) ?? "**",
      metric: glob(reader, rule.metric, `${path}.metric`) ?? "**",
      ...better !== void 0 && { better },
      ...rule.noise !== void 0 && { noise: fraction(reader, rule.noise, `${path}.noise`, "a relative change such as 2% or 0.02, below 100%", 1) },
      ...rule.alpha !== void 0 && { alpha: fraction(reader, rule.alpha, `${path}.alpha`, "a significance level between 0 and 1", 1) },
      ...rule.tolerance !== void 0 && { tolerance: fraction(reader, rule.tolerance, `${path}.tolerance`, "a relative tolerance such as 0% or 1%", 1) },
      ...exact !== void 0 && { exact },
      ...ignore !== void 0 && { ignore }
    };
  });
  for (const [i, rule] of rules.entries()) {
    if (rule.alpha === 0) throw new ParseError({ file: source.name, path: `rules[${i}].alpha` }, "expected a significance level between 0 and 1");
  }
  return { rules };
}
function shortName(benchmark) {
  for (let at = benchmark.indexOf("Benchmark"); at >= 0; at = benchmark.indexOf("Benchmark", at + 1))
    if (at === 0 || benchmark[at - 1] === ".") return benchmark.slice(at);
  return benchmark;
}
var RowSettingsResolver = class {
  constructor(config, policy) {
    this.policy = policy;
    this.matchers = config.rules.map((rule) => ({ rule, benchmark: new NameGlob(rule.benchmark), metric: new NameGlob(rule.metric) }));
    this.used = this.matchers.map(() => false);
  }
  policy;
  matchers;
  /** Which rules matched at least one row, for the warning about rules that did nothing. */
  used;
  /** The rules that matched no row so far, with their index. */
  unusedRules() {
    return this.matchers.flatMap(({ rule }, index) => this.used[index] === true ? [] : [{ index, rule }]);
  }
  resolve(benchmark, metric) {
    let settings = { alpha: this.policy.alpha, noise: this.policy.noise, better: void 0, exact: false, tolerance: 0, ignore: false };
    let short4;
    for (const [index, { rule, benchmark: benchmarkGlob, metric: metricGlob }] of this.matchers.entries()) {
      if (!metricGlob.matches(metric)) continue;
      short4 ??= shortName(benchmark);
      if (!benchmarkGlob.matches(benchmark, short4)) continue;
      this.used[index] = true;
      settings = {
        alpha: rule.alpha ?? settings.alpha,
        noise: rule.noise ?? settings.noise,
        better: rule.better ?? settings.better,
        exact: rule.exact ?? settings.exact,
        tolerance: rule.tolerance ?? settings.tolerance,
        ignore: rule.ignore ?? settings.ignore
      };
    }
    return settings;
  }
  /** The set without ignored series and with the configured directions. */
  apply(set) {
    if (this.matchers.length === 0) return set;
    return {
      ...set,
      series: set.series.flatMap((series) => {
        const settings = this.resolve(series.benchmark, series.metric);
        if (settings.ignore) return [];
        return [settings.better === void 0 || settings.better === series.better ? series : { ...series, better: settings.better }];
      })
    };
  }
};

// src/stats/student-t.ts
var import_jstat = __toESM(require_jstat(), 1);
function studentTTwoSidedP(t, df) {
  if (t === 0) return 1;
  if (!Number.isFinite(t)) return 0;
  const p = import_jstat.default.ibeta(df / (df + t * t), df / 2, 0.5);
  return Math.min(1, Math.max(0, p));
}
var QUANTILE_CACHE_LIMIT = 4096;
var cachedQuantiles = 0;
var quantileCache = /* @__PURE__ */ new Map();
var normalCache = /* @__PURE__ */ new Map();
function studentTQuantile(probability, df) {
  if (!Number.isInteger(df)) return import_jstat.default.studentt.inv(probability, df);
  let byDf = quantileCache.get(probability);
  let quantile = byDf?.get(df);
  if (quantile === void 0) {
    quantile = import_jstat.default.studentt.inv(probability, df);
    if (cachedQuantiles >= QUANTILE_CACHE_LIMIT) {
      quantileCache.clear();
      cachedQuantiles = 0;
      byDf = void 0;
    }
    if (byDf === void 0) {
      byDf = /* @__PURE__ */ new Map();
      quantileCache.set(probability, byDf);
    }
    byDf.set(df, quantile);
    cachedQuantiles++;
  }
  return quantile;
}
function normalQuantile(probability) {
  let quantile = normalCache.get(probability);
  if (quantile === void 0) {
    quantile = import_jstat.default.normal.inv(probability, 0, 1);
    if (normalCache.size >= QUANTILE_CACHE_LIMIT) normalCache.clear();
    normalCache.set(probability, quantile);
  }
  return quantile;
}
function normalCdf(x) {
  return import_jstat.default.normal.cdf(x, 0, 1);
}

// src/stats/welch.ts
function degenerate(diff) {
  return diff === 0 ? { status: "zero-variance-equal", diff: 0, se: 0, t: 0, df: null, p: 1, ci: [0, 0] } : { status: "zero-variance-different", diff, se: 0, t: diff > 0 ? Infinity : -Infinity, df: null, p: 0, ci: [diff, diff] };
}
function tTest(diff, se, df, alpha) {
  const t = diff / se;
  const halfWidth = studentTQuantile(1 - alpha / 2, df) * se;
  return { status: "ok", diff, se, t, df, p: studentTTwoSidedP(t, df), ci: [diff - halfWidth, diff + halfWidth] };
}
function welchTest(baseline, candidate2, alpha) {
  const { diff, se2, df } = welchTerms(baseline, candidate2);
  if (!(se2 > 0)) return degenerate(diff);
  return tTest(diff, Math.sqrt(se2), df, alpha);
}
function welchTerms(baseline, candidate2) {
  const diff = candidate2.mean - baseline.mean;
  const termB = baseline.variance / baseline.n;
  const termC = candidate2.variance / candidate2.n;
  const se2 = termB + termC;
  if (!(se2 > 0)) return { diff, se2: 0, df: Infinity };
  const shareB = termB / se2;
  const shareC = termC / se2;
  return { diff, se2, df: 1 / (shareB * shareB / (baseline.n - 1) + shareC * shareC / (candidate2.n - 1)) };
}

// src/stats/descriptive.ts
function amean(values, length = values.length, from = 0) {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += values[from + i];
  return sum / length;
}
function hmean(values, length = values.length, from = 0) {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += 1 / values[from + i];
  return length / sum;
}
function gmean(values, length = values.length) {
  let sumLog = 0;
  for (let i = 0; i < length; i++) {
    const v = values[i];
    if (!(v > 0)) return void 0;
    sumLog += Math.log(v);
  }
  return Math.exp(sumLog / length);
}
function sampleVariance(values, mean = amean(values)) {
  const n = values.length;
  if (n < 2) return 0;
  let sumSq = 0;
  let sumDev = 0;
  for (let i = 0; i < n; i++) {
    const dev = values[i] - mean;
    sumSq += dev * dev;
    sumDev += dev;
  }
  return Math.max(0, (sumSq - sumDev * sumDev / n) / (n - 1));
}
function quantileSorted(sorted, probability, length = sorted.length) {
  const rank2 = probability * (length - 1);
  const low = Math.floor(rank2);
  const high = Math.min(low + 1, length - 1);
  const lowValue = sorted[low];
  return lowValue + (rank2 - low) * (sorted[high] - lowValue);
}

// src/stats/rng.ts
function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = state + 1831565813 >>> 0;
    let z = state;
    z = Math.imul(z ^ z >>> 15, z | 1);
    z ^= z + Math.imul(z ^ z >>> 7, z | 61);
    return ((z ^ z >>> 14) >>> 0) / 4294967296;
  };
}
function seedFromString(text3) {
  let hash = 2166136261;
  for (let i = 0; i < text3.length; i++) {
    hash ^= text3.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

// src/stats/bootstrap.ts
var BOOTSTRAP_RESAMPLES = 1e4;
function welchT(b, c2) {
  const mb = amean(b);
  const mc = amean(c2);
  const se = Math.sqrt(sampleVariance(b, mb) / b.length + sampleVariance(c2, mc) / c2.length);
  return (mc - mb) / se;
}
function bootstrapTest(baseline, candidate2, alpha, seed, resamples = BOOTSTRAP_RESAMPLES) {
  const nb = baseline.length;
  const nc = candidate2.length;
  const t = welchT(Float64Array.from(baseline), Float64Array.from(candidate2));
  const random = mulberry32(seed);
  const pool = [...candidate2, ...baseline];
  const pseudoC = new Float64Array(nc);
  const pseudoB = new Float64Array(nb);
  let hits = 0;
  let finite = 0;
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < nc; i++) pseudoC[i] = pool[Math.floor(random() * pool.length)];
    for (let i = 0; i < nb; i++) pseudoB[i] = pool[Math.floor(random() * pool.length)];
    const tStar = welchT(pseudoB, pseudoC);
    if (!Number.isFinite(tStar)) continue;
    finite++;
    if (tStar < t) hits++;
  }
  const p = finite === 0 ? 1 : 2 * Math.min(hits, finite - hits) / finite;
  const diffs = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) {
    let sumC = 0;
    for (let i = 0; i < nc; i++) sumC += candidate2[Math.floor(random() * nc)];
    let sumB = 0;
    for (let i = 0; i < nb; i++) sumB += baseline[Math.floor(random() * nb)];
    diffs[r] = sumC / nc - sumB / nb;
  }
  diffs.sort();
  return { t, p, ci: [quantileSorted(diffs, alpha / 2), quantileSorted(diffs, 1 - alpha / 2)], percentileP: percentileP(diffs), resamples };
}
function percentileP(sorted) {
  const n = sorted.length;
  if (n < 2) return 1;
  let below = -1;
  while (below + 1 < n && sorted[below + 1] <= 0) below++;
  let above = n;
  while (above - 1 >= 0 && sorted[above - 1] >= 0) above--;
  const crossing = (i) => (i + (0 - sorted[i]) / (sorted[i + 1] - sorted[i])) / (n - 1);
  const qBelow = below < 0 ? 0 : below === n - 1 ? 1 : crossing(below);
  const qAbove = above >= n ? 1 : above === 0 ? 0 : crossing(above - 1);
  return Math.min(1, 2 * Math.min(qBelow, 1 - qAbove));
}

// src/compare/verdict.ts
function decideVerdict(significant, changeCI, noise) {
  const [low, high] = changeCI;
  if (significant && low !== null && low > noise) return "regression";
  if (significant && high !== null && high < -noise) return "improvement";
  if (low !== null && high !== null && low >= -noise && high <= noise) return significant ? "noise" : "unchanged";
  return "inconclusive";
}
function adjustedLevel(alpha, p, pAdjusted) {
  if (!(pAdjusted < alpha)) return Math.min(alpha, p * (1 - 1e-6));
  if (!(p > 0) || !(pAdjusted > p)) return alpha;
  return alpha * (p / pAdjusted);
}
function tInterval(centre2, se, df, level) {
  if (!(se > 0) || !(df > 0)) return [centre2, centre2];
  const half = studentTQuantile(1 - level / 2, Math.min(df, 1e6)) * se;
  return [centre2 - half, centre2 + half];
}

// src/compare/methods/method.ts
var T_INTERVALS = {
  shown: (e, level, alpha) => level === alpha ? e.ci : tInterval(e.effect, e.se, e.df, level),
  marginal: (e, level) => tInterval(e.effect, e.se, e.df, level)
};
var SUITE_MODEL_TESTS = ({ paired }) => paired ? "none" : "tests";
var SUITE_MODEL_BESIDE = ({ paired, sameJob }) => paired || sameJob ? "none" : "beside";
function seededByName(id) {
  return (seriesKey2) => seedFromString(`${id}\0${seriesKey2}`);
}
var UNSEEDED = () => 0;
var NO_RATIO_INTERVAL = () => void 0;

// src/compare/methods/bootstrap.ts
var bootstrap = {
  id: "bootstrap",
  help: "bootstrap: Criterion's, seeded: its p, percentile interval",
  suiteRole: SUITE_MODEL_BESIDE,
  rowSeed: seededByName("bootstrap"),
  refine: (row3, baseline, current, alpha, seed) => {
    if (baseline.values.length < 2 || current.values.length < 2) return { ...row3, warnings: [...row3.warnings, { code: "bootstrap-too-few" }] };
    const boot = bootstrapTest(baseline.values, current.values, alpha, seed);
    return { ...row3, result: { ...row3.result, p: boot.percentileP, ci: boot.ci } };
  },
  intervalAt: (_result, _df, baseline, current, level, seed) => bootstrapTest(baseline.values, current.values, level, seed).ci,
  ratioInterval: NO_RATIO_INTERVAL,
  // Never asked: it has no paired form.
  pairedIntervals: T_INTERVALS
};

// src/stats/mann-whitney.ts
var EXACT_LIMIT = 50;
var EXACT_TIES_LIMIT = 25;
function tieGroups(baseline, candidate2) {
  const all = [...baseline.map((value) => ({ value, first: true })), ...candidate2.map((value) => ({ value, first: false }))].sort((a, b) => a.value - b.value);
  const groups = [];
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j < all.length && all[j]?.value === all[i]?.value) j++;
    groups.push({ size: j - i, doubledRank: i + 1 + j, firsts: all.slice(i, j).filter((item) => item.first).length });
    i = j;
  }
  return groups;
}
function rankSumCounts(groups, n1, n) {
  const width = n * (n + 1) + 1;
  const table = Array.from({ length: n1 + 1 }, () => new Float64Array(width));
  table[0][0] = 1;
  let reached = 0;
  for (const group of groups) {
    const ways = [1];
    for (let j = 1; j <= group.size; j++) ways.push(ways[j - 1] * (group.size - j + 1) / j);
    for (let k = Math.min(n1, reached); k >= 0; k--) {
      const from = table[k];
      for (let j = Math.min(group.size, n1 - k); j >= 1; j--) {
        const to = table[k + j];
        const shift = j * group.doubledRank;
        const factor = ways[j];
        for (let sum = 0; sum + shift < width; sum++) {
          const count = from[sum];
          if (count !== 0) to[sum + shift] = to[sum + shift] + count * factor;
        }
      }
    }
    reached += group.size;
  }
  return table[n1];
}
function uCountsWithoutTies(n1, n2) {
  let layer = Array.from({ length: n1 + 1 }, () => Float64Array.of(1));
  for (let k = 1; k <= n2; k++) {
    const next = [Float64Array.of(1)];
    for (let m = 1; m <= n1; m++) {
      const counts = new Float64Array(m * k + 1);
      const withoutLast = layer[m];
      const lastAbove = next[m - 1];
      for (let u = 0; u < withoutLast.length; u++) counts[u] = withoutLast[u];
      for (let u = 0; u < lastAbove.length; u++) counts[u + k] = counts[u + k] + lastAbove[u];
      next.push(counts);
    }
    layer = next;
  }
  return layer[n1];
}
var CACHE_LIMIT = 256;
var cumulativeCache = /* @__PURE__ */ new Map();
function exactCumulative(groups, n1, n2, ties) {
  const key2 = ties ? `${n1}|${groups.map((group) => group.size).join(",")}` : `${n1}|${n2}`;
  let entry2 = cumulativeCache.get(key2);
  if (entry2 === void 0) {
    const counts = ties ? rankSumCounts(groups, n1, n1 + n2) : uCountsWithoutTies(n1, n2);
    const cumulative2 = new Float64Array(counts.length);
    let total = 0;
    counts.forEach((count, index) => {
      total += count;
      cumulative2[index] = total;
    });
    entry2 = { cumulative: cumulative2, doubled: ties };
    if (cumulativeCache.size >= CACHE_LIMIT) cumulativeCache.delete(cumulativeCache.keys().next().value);
    cumulativeCache.set(key2, entry2);
  }
  return entry2;
}
function mannWhitneyTest(baseline, candidate2) {
  const n1 = baseline.length;
  const n2 = candidate2.length;
  const groups = tieGroups(baseline, candidate2);
  const n = n1 + n2;
  const doubledW = groups.reduce((sum, group) => sum + group.firsts * group.doubledRank, 0);
  const u = (doubledW - n1 * (n1 + 1)) / 2;
  if (groups.length === 1) return { u, p: 1, method: "equal" };
  const ties = groups.some((group) => group.size > 1);
  const uOther = n1 * n2 - u;
  if (u === uOther) return { u, p: 1, method: ties ? "normal" : "exact" };
  const limit = ties ? EXACT_TIES_LIMIT : EXACT_LIMIT;
  if (n1 <= limit && n2 <= limit) {
    const { cumulative: cumulative2, doubled } = exactCumulative(groups, n1, n2, ties);
    const uMin = Math.min(u, uOther);
    const index = doubled ? Math.round(2 * uMin + n1 * (n1 + 1)) : Math.floor(uMin + 1e-9);
    const total = cumulative2[cumulative2.length - 1];
    return { u, p: Math.min(1, 2 * cumulative2[Math.min(index, cumulative2.length - 1)] / total), method: "exact" };
  }
  const tieTerm = groups.reduce((sum, group) => sum + (group.size ** 3 - group.size), 0) / (n * (n - 1));
  const sigma = Math.sqrt(n1 * n2 / 12 * (n + 1 - tieTerm));
  const mu = n1 * n2 / 2;
  const z = (u - mu - Math.sign(u - mu) * 0.5) / sigma;
  const tail2 = normalCdf(z);
  return { u, p: Math.min(1, 2 * Math.min(tail2, 1 - tail2)), method: "normal" };
}

// src/stats/hodges-lehmann.ts
var MAX_DIFFERENCES = 1e7;
function pAtShift(baseline, current, d) {
  return mannWhitneyTest(
    baseline,
    current.map((value) => value - d)
  ).p;
}
function rankShiftInterval(baseline, current, level) {
  if (baseline.length === 0 || current.length === 0 || baseline.length * current.length > MAX_DIFFERENCES)
    return { estimate: Number.NaN, ci: [-Infinity, Infinity] };
  const differences = new Float64Array(baseline.length * current.length);
  let index = 0;
  for (const c2 of current) for (const b of baseline) differences[index++] = c2 - b;
  differences.sort();
  const estimate = quantileSorted(differences, 0.5);
  const distinct = [];
  for (const value of differences) if (distinct.length === 0 || value !== distinct[distinct.length - 1]) distinct.push(value);
  const r = distinct.length;
  const gapPoint = (gap) => {
    if (gap === 0) return distinct[0] - 1;
    if (gap === r) return distinct[r - 1] + 1;
    return (distinct[gap - 1] + distinct[gap]) / 2;
  };
  const kept = (gap) => pAtShift(baseline, current, gapPoint(gap)) >= level;
  let centre2 = 0;
  while (centre2 < r && distinct[centre2] < estimate) centre2++;
  if (!kept(centre2) && centre2 < r && kept(centre2 + 1)) centre2++;
  if (!kept(centre2)) return { estimate, ci: [estimate, estimate] };
  let low = 0;
  let high = centre2;
  while (low < high) {
    const mid = low + high >> 1;
    if (kept(mid)) high = mid;
    else low = mid + 1;
  }
  const first = low;
  low = centre2;
  high = r;
  while (low < high) {
    const mid = low + high + 1 >> 1;
    if (kept(mid)) low = mid;
    else high = mid - 1;
  }
  const last = low;
  return { estimate, ci: [first === 0 ? -Infinity : distinct[first - 1], last === r ? Infinity : distinct[last]] };
}

// src/stats/signed-rank.ts
var cumulativeByN = /* @__PURE__ */ new Map();
function cumulative(n) {
  let found = cumulativeByN.get(n);
  if (found !== void 0) return found;
  const top = n * (n + 1) / 2;
  const counts = new Float64Array(top + 1);
  counts[0] = 1;
  for (let rank2 = 1; rank2 <= n; rank2++) for (let sum = top; sum >= rank2; sum--) counts[sum] = counts[sum] + counts[sum - rank2];
  const total = 2 ** n;
  found = new Float64Array(top + 1);
  let running = 0;
  for (let w = 0; w <= top; w++) {
    running += counts[w];
    found[w] = running / total;
  }
  cumulativeByN.set(n, found);
  return found;
}
function signedRankTest(differences, alpha) {
  const d = differences.filter((value) => value !== 0);
  const n = d.length;
  const walsh = [];
  for (let i = 0; i < differences.length; i++)
    for (let j = i; j < differences.length; j++) walsh.push((differences[i] + differences[j]) / 2);
  walsh.sort((a, b) => a - b);
  const estimate = walsh.length === 0 ? 0 : quantileSorted(walsh, 0.5);
  if (n === 0 || n > 200) return { estimate, p: 1, ci: [-Infinity, Infinity] };
  const positives = d.filter((value) => value > 0);
  const negatives = d.filter((value) => value < 0).map((value) => -value);
  let plus = 0;
  for (const group of tieGroups(positives, negatives)) plus += group.firsts * group.doubledRank / 2;
  const table = cumulative(n);
  const top = n * (n + 1) / 2;
  const below = table[Math.floor(Math.min(plus, top - plus) + 1e-9)];
  const p = Math.min(1, 2 * below);
  let k = 0;
  while (k <= top && table[k] <= alpha / 2) k++;
  const m = walsh.length;
  const ci = k === 0 || differences.length !== n ? [-Infinity, Infinity] : [walsh[k - 1], walsh[m - k]];
  return { estimate, p, ci };
}

// src/compare/methods/paired-tests.ts
var PAIRED_T = {
  name: "t",
  decide: (_d, mean, se, df, alpha) => {
    const half = studentTQuantile(1 - alpha / 2, df) * se;
    return { effect: mean, p: studentTTwoSidedP(mean / se, df), ci: [mean - half, mean + half] };
  }
};
function rankCannotDecide(d, alpha) {
  const zeros = d.filter((value) => value === 0).length;
  const needed = Math.ceil(Math.log2(2 / alpha));
  return zeros > 0 ? { code: "rank-zero-pairs", zeros, pairs: d.length, alpha } : { code: "rank-too-few", pairs: d.length, alpha, needed };
}
var SIGNED_RANK = {
  name: "signed-rank",
  decide: (d, _mean, _se, _df, alpha) => {
    const rank2 = signedRankTest(d, alpha);
    if (!Number.isFinite(rank2.ci[0]) || !Number.isFinite(rank2.ci[1])) return { reason: rankCannotDecide(d, alpha) };
    return { effect: rank2.estimate, p: rank2.p, ci: rank2.ci };
  }
};

// src/compare/methods/mann-whitney.ts
function binomial(n, k) {
  let result = 1;
  for (let i = 1; i <= k; i++) result = result * (n - k + i) / i;
  return result;
}
var SIGNED_RANK_INTERVALS = {
  shown: (e) => e.ci,
  marginal: (e, level, alpha) => level === alpha ? e.ci : tInterval(e.effect, e.se, e.df, level)
};
var mannWhitney = {
  id: "mann-whitney",
  help: "mann-whitney: benchstat's rank test, for heavy tails",
  paired: SIGNED_RANK,
  suiteRole: SUITE_MODEL_BESIDE,
  rowSeed: UNSEEDED,
  refine: (row3, baseline, current, alpha, _seed, familySize) => {
    if (baseline.values.length === 0 || current.values.length === 0) return { ...row3, warnings: [...row3.warnings, { code: "rank-test-summary-only" }] };
    const rank2 = mannWhitneyTest(baseline.values, current.values);
    const floor = 2 / binomial(baseline.values.length + current.values.length, baseline.values.length);
    const threshold = alpha / Math.max(1, familySize);
    let needed = 2;
    while (2 / binomial(2 * needed, needed) > threshold && needed < 1e3) needed++;
    const warnings = floor > threshold ? [
      {
        code: "rank-test-cannot-flag",
        baselineValues: baseline.values.length,
        currentValues: current.values.length,
        smallestP: floor,
        threshold,
        familySize,
        runsNeeded: needed
      }
    ] : [];
    const shift = rankShiftInterval(baseline.values, current.values, alpha);
    return { ...row3, result: { ...row3.result, p: rank2.p, diff: shift.estimate, ci: shift.ci }, warnings: [...row3.warnings, ...warnings] };
  },
  intervalAt: (_result, _df, baseline, current, level) => rankShiftInterval(baseline.values, current.values, level).ci,
  ratioInterval: NO_RATIO_INTERVAL,
  pairedIntervals: SIGNED_RANK_INTERVALS
};

// src/stats/fieller.ts
function fiellerInterval(baselineMean, baselineVariance, currentMean, currentVariance, quantile) {
  const scale = Math.max(Math.abs(baselineMean), Math.abs(currentMean));
  if (scale > 0 && scale !== 1)
    return fiellerInterval(baselineMean / scale, baselineVariance / scale / scale, currentMean / scale, currentVariance / scale / scale, quantile);
  const q2 = quantile * quantile;
  const denominator = baselineMean * baselineMean - q2 * baselineVariance;
  if (!(denominator > 0)) return null;
  const discriminant = currentMean * currentMean * baselineVariance + baselineMean * baselineMean * currentVariance - q2 * baselineVariance * currentVariance;
  if (!(discriminant >= 0)) return null;
  const half = quantile * Math.sqrt(discriminant);
  const centre2 = currentMean * baselineMean;
  return [(centre2 - half) / denominator, (centre2 + half) / denominator];
}

// src/compare/methods/welch.ts
var welch = {
  id: "welch",
  help: "welch: Welch's t across runs (the suite model for suites)",
  paired: PAIRED_T,
  suiteRole: SUITE_MODEL_TESTS,
  rowSeed: UNSEEDED,
  refine: (row3) => row3,
  intervalAt: (result, df, _baseline, _current, level) => tInterval(result.diff, result.se, df, level),
  ratioInterval: fiellerChangeInterval,
  pairedIntervals: T_INTERVALS
};
function fiellerChangeInterval(better, baseline, current, test, df, alpha) {
  if (df === null || !(df > 0) || test !== "runs") return void 0;
  const b = baseline.moments;
  const c2 = current.moments;
  const varianceB = b.variance / b.n;
  const varianceC = c2.variance / c2.n;
  const ratio = fiellerInterval(b.mean, varianceB, c2.mean, varianceC, studentTQuantile(1 - alpha / 2, df));
  if (ratio === null) return null;
  const map = (rho) => better === "higher" ? rho > 0 ? 1 - 1 / rho : null : rho - 1;
  return [map(ratio[0]), map(ratio[1])];
}

// src/compare/methods/index.ts
var METHODS = { welch, "mann-whitney": mannWhitney, bootstrap };
var TESTS = Object.keys(METHODS);
function methodOf(id) {
  return METHODS[id];
}

// src/compare/row.ts
function testRow(baseline, current, alpha, method = "welch", seed = 0, familySize = 1) {
  const welch2 = welchRow(baseline, current, alpha);
  if (welch2.result === null) return welch2;
  return methodOf(method).refine({ ...welch2, result: welch2.result }, baseline, current, alpha, seed, familySize);
}
function oneRunReason(baseRuns, currentRuns) {
  return { code: "one-run", baseline: baseRuns < 2, current: currentRuns < 2 };
}
function testedAcrossRuns(baseline, current) {
  return baseline.problem === void 0 && current.problem === void 0 && baseline.stats.runs >= 2 && current.stats.runs >= 2;
}
function welchRow(baseline, current, alpha) {
  if (testedAcrossRuns(baseline, current)) return { test: "runs", result: welchTest(baseline.moments, current.moments, alpha), warnings: [] };
  const problem = baseline.problem ?? current.problem;
  if (problem !== void 0) return { test: "none", result: null, reason: problem, warnings: [] };
  return { test: "none", result: null, reason: oneRunReason(baseline.stats.runs, current.stats.runs), warnings: [] };
}
function relativeChange(better, baselineTestMean, diff, ci) {
  if (better === "higher") {
    const map = (d) => baselineTestMean + d > 0 && Number.isFinite(d) ? d / (baselineTestMean + d) : null;
    return {
      change: map(diff),
      changeCI: ci === null ? null : [map(ci[0]), map(ci[1])],
      ratio: baselineTestMean / (baselineTestMean + diff)
    };
  }
  if (baselineTestMean === 0) return { change: null, changeCI: null, ratio: null };
  const scale = Math.abs(baselineTestMean);
  const end = (d) => Number.isFinite(d) ? d / scale : null;
  return {
    change: diff / scale,
    changeCI: ci === null ? null : [end(ci[0]), end(ci[1])],
    ratio: (baselineTestMean + diff) / baselineTestMean
  };
}

// src/stats/scratch.ts
var Scratch = class {
  constructor(make, initialLength) {
    this.make = make;
    this.array = new make(initialLength);
  }
  make;
  array;
  /** Room for `length` values or more; what is in it is the last borrower's. */
  take(length) {
    if (this.array.length < length) this.array = new this.make(Math.max(length, 2 * this.array.length));
    return this.array;
  }
};
var reciprocalsScratch = new Scratch(Float64Array, 64);
var deviationsScratch = new Scratch(Float64Array, 64);
var orderScratch = new Scratch(Int32Array, 64);
var meansScratch = new Scratch(Float64Array, 128);
var bucketCountsScratch = new Scratch(Int32Array, 128);
var bucketOfScratch = new Scratch(Uint8Array, 256);
var bucketedScratch = new Scratch(Float64Array, 256);
var tukeyScratch = new Scratch(Float64Array, 64);
var tukeyCountsScratch = new Scratch(Int32Array, 2);
var pooledScratch = new Scratch(Float64Array, 256);
var runTukeyScratch = new Scratch(Int32Array, 64);
var runTailsScratch = new Scratch(Float64Array, 64);

// src/stats/selection.ts
function selectInPlace(a, length, k) {
  let low = 0;
  let high = length - 1;
  while (high > low) {
    const pivot = a[low + high >> 1];
    let i = low;
    let j = high;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        const swap = a[i];
        a[i] = a[j];
        a[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else break;
  }
  return a[k];
}
function medianInPlace(a, length) {
  const k = length - 1 >> 1;
  const middle = selectInPlace(a, length, k);
  if (length % 2 === 1) return middle;
  let next = Infinity;
  for (let i = k + 1; i < length; i++) if (a[i] < next) next = a[i];
  return (middle + next) / 2;
}
function medianOf(values) {
  const copy = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) copy[i] = values[i];
  return medianInPlace(copy, copy.length);
}
function sortInPlace(a, length) {
  if (length > 48) {
    a.subarray(0, length).sort();
    return;
  }
  for (let i = 1; i < length; i++) {
    const value = a[i];
    let j = i - 1;
    while (j >= 0 && a[j] > value) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = value;
  }
}
function leaveOneOutMedians(values, members) {
  const count = members.length;
  const sorted = new Float64Array(count);
  for (let i = 0; i < count; i++) sorted[i] = values[members[i]];
  sortInPlace(sorted, count);
  const medians = new Float64Array(values.length).fill(sortedMedian(sorted, count, count));
  if (count < 2) return medians;
  for (const member of members) {
    const value = values[member];
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = low + high >> 1;
      if (sorted[middle] < value) low = middle + 1;
      else high = middle;
    }
    medians[member] = sortedMedian(sorted, count - 1, low);
  }
  return medians;
}
function medianSorted(sorted, length) {
  return sortedMedian(sorted, length, length);
}
function sortedMedian(sorted, length, skipped) {
  const at = (rank2) => sorted[rank2 < skipped ? rank2 : rank2 + 1];
  return length % 2 === 1 ? at(length - 1 >> 1) : (at(length / 2 - 1) + at(length / 2)) / 2;
}
var BUCKETS = 128;
function medianByBuckets(a, length) {
  let min = a[0];
  let max = min;
  let exact = min !== 0 && min === min;
  for (let i = 1; i < length; i++) {
    const v = a[i];
    if (v < min) min = v;
    else if (v > max) max = v;
    if (!(v !== 0 && v === v)) exact = false;
  }
  const scale = BUCKETS / (max - min);
  if (!exact || min === max || !(scale < Infinity)) return medianInPlace(a, length);
  const counts = bucketCountsScratch.take(BUCKETS);
  const buckets = bucketOfScratch.take(length);
  counts.fill(0);
  for (let i = 0; i < length; i++) {
    let b = (a[i] - min) * scale | 0;
    if (b >= BUCKETS) b = BUCKETS - 1;
    buckets[i] = b;
    counts[b] = counts[b] + 1;
  }
  const k = length - 1 >> 1;
  let below = 0;
  let bucket = 0;
  while (below + counts[bucket] <= k) below += counts[bucket++];
  const picked = bucketedScratch.take(length);
  let m = 0;
  for (let i = 0; i < length; i++) if (buckets[i] === bucket) picked[m++] = a[i];
  const rank2 = k - below;
  const middle = selectInPlace(picked, m, rank2);
  if (length % 2 === 1) return middle;
  let next = Infinity;
  for (let i = rank2 + 1; i < m; i++) if (picked[i] < next) next = picked[i];
  if (rank2 + 1 >= m) {
    let following = bucket + 1;
    while (counts[following] === 0) following++;
    for (let i = 0; i < length; i++) if (buckets[i] === following && a[i] < next) next = a[i];
  }
  return (middle + next) / 2;
}

// src/compare/between-jobs.ts
var MIN_ROWS_FIT = 5;
var CHANGED_ROW_TAIL = 3e-3;
var TRIM_PASSES = 5;
function standardise(relative2, within, tau2, terms) {
  for (let r = 0; r < relative2.length; r++) {
    const effect = relative2[r];
    terms[r] = effect * effect / (within[r] + tau2);
  }
}
function medianWithout(terms, length, without) {
  if (without === 0 || length < 2) return medianInPlace(terms, length);
  let at = 0;
  for (let i = 1; i < length; i++) if (without * (terms[i] - terms[at]) > 0) at = i;
  terms[at] = terms[length - 1];
  return medianInPlace(terms, length - 1);
}
function referenceDf(scale, tau2) {
  return Math.min(1e6, (scale.typicalWithin + tau2) ** 2 / (scale.typicalWithin ** 2 / Math.min(scale.rowDf, 1e6)));
}
function squaredT(scale, quantile, tau2) {
  return studentTQuantile(0.5 + quantile / 2, referenceDf(scale, tau2)) ** 2;
}
function fitVariance(relative2, rowWithin, quantile, scale, without = 0) {
  const terms = new Float64Array(relative2.length);
  const excess = (tau2) => {
    standardise(relative2, rowWithin, tau2 * scale.medianCost, terms);
    return medianWithout(terms, terms.length, without) - squaredT(scale, quantile, tau2);
  };
  let low = 0;
  let lowExcess = excess(0);
  if (!(lowExcess > 0)) return 0;
  let high = Math.max(medianOf(Array.from(relative2, (effect) => effect * effect)) / squaredT(scale, quantile, 0), Number.MIN_VALUE);
  let highExcess = excess(high);
  while (highExcess > 0) highExcess = excess(high *= 2);
  let kept = 0;
  for (let iteration = 0; iteration < 100 && high - low > 1e-12 * high; iteration++) {
    let next = (low * highExcess - high * lowExcess) / (highExcess - lowExcess);
    if (!(next > low && next < high)) next = (low + high) / 2;
    const value = excess(next);
    if (value > 0) {
      low = next;
      lowExcess = value;
      if (kept === -1) highExcess /= 2;
      kept = -1;
    } else {
      high = next;
      highExcess = value;
      if (kept === 1) lowExcess /= 2;
      kept = 1;
    }
  }
  return high;
}
function trimChangedRows(effects, within, scale, start) {
  let members = start;
  for (let pass = 0; pass < TRIM_PASSES && members.variance > 0; pass++) {
    const { centres, variance } = members;
    const cut = studentTQuantile(1 - CHANGED_ROW_TAIL / 2, referenceDf(scale, variance)) ** 2;
    const kept = [];
    for (let r = 0; r < effects.length; r++) {
      const effect = effects[r] - centres[r];
      if (effect * effect / (within[r] + variance * scale.medianCost) <= cut) kept.push(r);
    }
    if (kept.length < MIN_ROWS_FIT) break;
    const keptCentres = leaveOneOutMedians(effects, kept);
    const relative2 = Float64Array.from(kept, (r) => effects[r] - keptCentres[r]);
    const keptWithin = Float64Array.from(kept, (r) => within[r]);
    const quantile = 0.5 * (1 - CHANGED_ROW_TAIL);
    const next = fitVariance(relative2, keptWithin, quantile, scale);
    const settled = Math.abs(next - variance) <= 1e-9 * variance && keptCentres.every((centre2, r) => centre2 === centres[r]);
    members = { rows: kept, centres: keptCentres, relative: relative2, within: keptWithin, quantile, variance: next };
    if (settled) break;
  }
  return members;
}
function fitBetweenJobs(effects, within, scale, leaveOutChanged, everyRowCentres) {
  const relative2 = Float64Array.from(effects, (effect, r) => effect - everyRowCentres[r]);
  const start = {
    rows: Array.from(effects, (_, r) => r),
    centres: everyRowCentres,
    relative: relative2,
    within,
    quantile: 0.5,
    variance: fitVariance(relative2, within, 0.5, scale)
  };
  const members = leaveOutChanged ? trimChangedRows(effects, within, scale, start) : start;
  const { variance, quantile } = members;
  const terms = Float64Array.from(members.relative, (effect, i) => effect * effect / (members.within[i] + variance * scale.medianCost));
  const middle = medianOf(terms);
  const belowMiddle = fitVariance(members.relative, members.within, quantile, scale, -1);
  const aboveMiddle = fitVariance(members.relative, members.within, quantile, scale, 1);
  const rowVariances = new Float64Array(effects.length).fill(variance);
  members.rows.forEach((r, i) => {
    const term = terms[i];
    rowVariances[r] = term < middle ? belowMiddle : term > middle ? aboveMiddle : variance;
  });
  return { variance, centres: members.centres, rowVariances };
}

// src/compare/job-effect-tail.ts
var MAD_TO_SD = 1.4826;
var Z_975 = 1.959963984540054;
function tailScale(netEffects) {
  const values = Float64Array.from({ length: netEffects.length }, (_, i) => netEffects[i]);
  const centre2 = medianInPlace(values.slice(), values.length);
  for (let i = 0; i < values.length; i++) values[i] = Math.abs(values[i] - centre2);
  return Z_975 * MAD_TO_SD * medianInPlace(values, values.length);
}
function tailP(effect, se, df, p, alpha, scale) {
  const reach = studentTQuantile(1 - alpha / 2, df) * se;
  const beyond = Math.abs(effect) - reach;
  if (!(p < alpha) || !(beyond > 0) || !(scale > 0)) return p;
  return Math.max(p, alpha * scale / (beyond + scale));
}
function withJobEffectTail(row3, alpha, scale) {
  const df = row3.df > 0 ? row3.df : 1e6;
  const p = tailP(row3.effect, row3.se, df, row3.p, alpha, scale);
  if (!(p > row3.p)) return row3;
  const se = Math.abs(row3.effect) / studentTQuantile(1 - p / 2, df);
  const half = studentTQuantile(1 - alpha / 2, df) * se;
  const widened = se * se - row3.se * row3.se;
  return { ...row3, se, df, p, ci: [row3.effect - half, row3.effect + half], fixedVariance: (row3.fixedVariance ?? 0) + widened, tailVariance: widened };
}

// src/stats/moderated.ts
var import_jstat2 = __toESM(require_jstat(), 1);

// src/stats/polygamma.ts
var SHIFT_TO = 12;
function digamma(x) {
  let result = 0;
  let y = x;
  while (y < SHIFT_TO) {
    result -= 1 / y;
    y += 1;
  }
  const inv2 = 1 / (y * y);
  const series = inv2 * (1 / 12 - inv2 * (1 / 120 - inv2 * (1 / 252 - inv2 * (1 / 240 - inv2 * (1 / 132)))));
  return result + Math.log(y) - 0.5 / y - series;
}
function trigamma(x) {
  let result = 0;
  let y = x;
  while (y < SHIFT_TO) {
    result += 1 / (y * y);
    y += 1;
  }
  const inv = 1 / y;
  const inv2 = inv * inv;
  const series = inv + inv2 / 2 + inv * inv2 * (1 / 6 - inv2 * (1 / 30 - inv2 * (1 / 42 - inv2 * (1 / 30 - inv2 * (5 / 66)))));
  return result + series;
}
function tetragamma(x) {
  let result = 0;
  let y = x;
  while (y < SHIFT_TO) {
    result -= 2 / (y * y * y);
    y += 1;
  }
  const inv = 1 / y;
  const inv2 = inv * inv;
  const series = -inv2 - inv2 * inv - inv2 * inv2 * (1 / 2 - inv2 * (1 / 6 - inv2 * (1 / 6 - inv2 * (3 / 10 - inv2 * (5 / 6)))));
  return result + series;
}
function trigammaInverse(x) {
  if (x > 1e7) return 1 / Math.sqrt(x);
  if (x < 1e-6) return 1 / x;
  let y = 0.5 + 1 / x;
  for (let iteration = 0; iteration < 50; iteration++) {
    const tri = trigamma(y);
    const step = tri * (1 - tri / x) / tetragamma(y);
    y += step;
    if (-step / y < 1e-8) break;
  }
  return y;
}

// src/stats/moderated.ts
function fitVariancePrior(variances, df) {
  const finite = variances.filter((value) => Number.isFinite(value) && value > -1e-15).map((value) => Math.max(value, 0));
  const n = finite.length;
  if (n < 2 || !(df > 0)) return void 0;
  const sorted = [...finite].sort((a, b) => a - b);
  const middle = n % 2 === 1 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  const floor = 1e-5 * (middle === 0 ? 1 : middle);
  const shift = -digamma(df / 2) + Math.log(df / 2);
  let sum = 0;
  let floored = 0;
  const e = finite.map((value) => {
    const kept = Math.max(value, floor);
    floored += kept;
    const term = Math.log(kept) + shift;
    sum += term;
    return term;
  });
  const emean = sum / n;
  let squares = 0;
  for (const term of e) squares += (term - emean) ** 2;
  const evar = squares / (n - 1) - trigamma(df / 2);
  if (evar > 0) {
    const d0 = 2 * trigammaInverse(evar);
    return { d0, s0squared: Math.exp(emean + digamma(d0 / 2) - Math.log(d0 / 2)) };
  }
  return { d0: Infinity, s0squared: floored / n };
}
function posteriorVariance(variance, df, prior) {
  if (!Number.isFinite(prior.d0)) return prior.s0squared;
  return (prior.d0 * prior.s0squared + df * variance) / (prior.d0 + df);
}
function varianceAbovePriorP(variance, df, prior) {
  if (!(prior.s0squared > 0)) return variance > 0 ? 0 : 1;
  const ratio = variance / prior.s0squared;
  if (!(ratio > 0)) return 1;
  if (!Number.isFinite(prior.d0)) return Math.min(1, Math.max(0, 1 - import_jstat2.default.lowRegGamma(df / 2, df * ratio / 2)));
  const p = import_jstat2.default.ibeta(prior.d0 / (prior.d0 + df * ratio), prior.d0 / 2, df / 2);
  return Math.min(1, Math.max(0, p));
}

// src/compare/suite-row-test.ts
function rowTest(effect, variance, df, runVariance, fixedVariance) {
  const degrees = Math.min(df, 1e6);
  const se = Math.sqrt(variance);
  const p = se > 0 && Number.isFinite(degrees) ? studentTTwoSidedP(effect / se, degrees) : effect === 0 ? 1 : 0;
  return { effect, variance, df: degrees, p, runVariance, fixedVariance };
}
function withInterval(draft, alpha) {
  const { effect, variance, df, p, runVariance, fixedVariance } = draft;
  const se = Math.sqrt(variance);
  if (!(se > 0) || !Number.isFinite(df)) return { effect, se: 0, df: 0, p, ci: [effect, effect], runVariance };
  const half = studentTQuantile(1 - alpha / 2, df) * se;
  return { effect, se, df, p, ci: [effect - half, effect + half], runVariance, fixedVariance };
}

// src/compare/job-history.ts
var MIN_ROWS_MODERATED = 5;
var SPREAD_OUTSIDE_PRIOR = 0.01;
function runsOfJobs(jobs) {
  const byJob = /* @__PURE__ */ new Map();
  jobs.forEach((job, run2) => {
    const runs = byJob.get(job);
    if (runs === void 0) byJob.set(job, [run2]);
    else runs.push(run2);
  });
  return [...byJob.values()];
}
function jobShiftTest(baselineOffsets, jobRuns, currentOffsets, alpha) {
  const count = jobRuns.length;
  if (count < 2) return void 0;
  const byJob = jobRuns.map((runs) => runs.map((run2) => baselineOffsets[run2]));
  const jobMeans = byJob.map((list) => amean(list));
  const centre2 = amean(jobMeans);
  const between = jobMeans.reduce((sum, value) => sum + (value - centre2) ** 2, 0) / (count - 1);
  let withinSquares = 0;
  for (const list of byJob) {
    const m = amean(list);
    for (const value of list) withinSquares += (value - m) ** 2;
  }
  const withinDf = baselineOffsets.length - count;
  const runsPerJob = baselineOffsets.length / count;
  const extra = withinDf > 0 ? Math.max(0, withinSquares / withinDf * (1 / currentOffsets.length - 1 / runsPerJob)) : 0;
  const diff = amean(currentOffsets) - centre2;
  const se = Math.sqrt(between * (1 + 1 / count) + extra);
  const df = count - 1;
  if (!(se > 0))
    return {
      test: { status: "ok", diff, se: 0, t: diff === 0 ? 0 : Math.sign(diff) * Infinity, df: null, p: diff === 0 ? 1 : 0, ci: [diff, diff] },
      jobs: count,
      fixed: 0
    };
  const half = studentTQuantile(1 - alpha / 2, df) * se;
  return {
    test: { status: "ok", diff, se, t: diff / se, df, p: studentTTwoSidedP(diff / se, df), ci: [diff - half, diff + half] },
    jobs: count,
    fixed: between * (1 + 1 / count)
  };
}
function judgedByOwnHistory(input) {
  const { effects, centres, jobMeans, jobRuns, posterior, rowDf, kb, kc, shrink, medianCost } = input;
  const spreadDf = jobRuns.length - 1;
  const spreads = jobMeans.map((means) => {
    const average = amean(means);
    let squares = 0;
    for (let i = 0; i < means.length; i++) squares += (means[i] - average) ** 2;
    return squares / (spreadDf * shrink);
  });
  const positive = spreads.filter((value) => value > 0).length;
  const spreadPrior = positive >= MIN_ROWS_MODERATED ? fitVariancePrior(spreads, spreadDf) : void 0;
  const spreadDegrees = Math.min(1e6, spreadPrior === void 0 ? spreadDf : spreadPrior.d0 + spreadDf);
  const inverseRuns = amean(jobRuns.map((runs) => 1 / runs.length));
  const baselineShare = jobRuns.reduce((sum, runs) => sum + runs.length * runs.length, 0) / (kb * kb);
  const extraRuns = Math.max(0, 1 / kc + 1 / kb - inverseRuns * (1 + baselineShare));
  return Array.from(effects, (value, r) => {
    const effect = value - centres[r];
    const raw = spreads[r];
    const own2 = spreadPrior === void 0 || varianceAbovePriorP(raw, spreadDf, spreadPrior) < SPREAD_OUTSIDE_PRIOR;
    const spread2 = own2 ? raw : posteriorVariance(raw, spreadDf, spreadPrior);
    const jobDegrees = own2 ? spreadDf : spreadDegrees;
    const between = spread2 * (1 + baselineShare) * medianCost;
    const runPart = posterior[r] * extraRuns * medianCost;
    const variance = between + runPart;
    const fixed2 = Math.max(0, spread2 - posterior[r] * inverseRuns) * (1 + baselineShare) * medianCost;
    const degrees = runPart === 0 ? jobDegrees : variance * variance / (between * between / jobDegrees + runPart * runPart / Math.min(rowDf, 1e6));
    return rowTest(effect, variance, degrees, posterior[r] ?? 0, fixed2);
  });
}

// src/compare/shift-basis.ts
var MIN_GROUP_SHARE = 0.2;
var MAX_CANDIDATE_SPLITS = 8;
var MAD_TO_SD2 = 1.4826;
function groupSpread(effects, order, from, to) {
  const values = Float64Array.from({ length: to - from }, (_, i) => effects[order[from + i]]);
  const centre2 = medianInPlace(values.slice(), values.length);
  for (let i = 0; i < values.length; i++) values[i] = Math.abs(values[i] - centre2);
  return (MAD_TO_SD2 * medianInPlace(values, values.length)) ** 2;
}
function splitsIntoGroups(effects, variances, df, alpha) {
  const count = effects.length;
  const smallest = Math.max(2, Math.ceil(MIN_GROUP_SHARE * count));
  if (count < 2 * smallest) return false;
  const order = Array.from({ length: count }, (_, r) => r).sort((a, b) => effects[a] - effects[b]);
  const quantile = studentTQuantile(1 - alpha / (2 * (count - 1)), Math.min(Math.max(df, 1), 1e6));
  const candidates = [];
  for (let k = smallest; k <= count - smallest; k++) {
    const below = order[k - 1];
    const above = order[k];
    const gap = effects[above] - effects[below];
    const noise = variances[below] + variances[above];
    if (gap > quantile * Math.sqrt(noise)) candidates.push({ k, gap, noise, ratio: gap / Math.sqrt(noise) });
  }
  candidates.sort((a, b) => b.ratio - a.ratio);
  return candidates.slice(0, MAX_CANDIDATE_SPLITS).some(({ k, gap, noise }) => {
    const spread2 = groupSpread(effects, order, 0, k) + groupSpread(effects, order, k, count);
    return gap > quantile * Math.sqrt(noise + spread2);
  });
}
function withJobEffect(shift, extraVariance, alpha) {
  if (!(extraVariance > 0)) return shift;
  const runVariance = shift.se * shift.se;
  const variance = runVariance + extraVariance;
  const se = Math.sqrt(variance);
  const df = shift.df === null || !(runVariance > 0) ? 1e6 : Math.min(1e6, variance * variance / (runVariance * runVariance / shift.df));
  const t = shift.diff / se;
  const half = studentTQuantile(1 - alpha / 2, df) * se;
  return { status: "ok", diff: shift.diff, se, t, df, p: studentTTwoSidedP(t, df), ci: [shift.diff - half, shift.diff + half] };
}
function rawVariance(rowVariance, rowDf, rowFixed, shift) {
  const variance = rowVariance + shift.variance;
  const rowTerm = rowVariance > 0 ? rowVariance * rowVariance / Math.min(rowDf, 1e6) : 0;
  const shiftTerm = shift.variance > 0 ? shift.variance * shift.variance / Math.min(shift.df, 1e6) : 0;
  const df = rowTerm + shiftTerm > 0 ? Math.min(1e6, variance * variance / (rowTerm + shiftTerm)) : rowDf;
  return { variance, df, fixed: rowFixed + shift.fixed };
}
function shiftVarianceOf(offsets, pooledJobs, priorVariance) {
  if (pooledJobs !== void 0) return { variance: pooledJobs.test.se ** 2, df: pooledJobs.test.df ?? Infinity, fixed: pooledJobs.fixed };
  const squares = (values) => {
    const m = amean(values);
    return values.reduce((sum, value) => sum + (value - m) ** 2, 0);
  };
  const kb = offsets.baseline.length;
  const kc = offsets.current.length;
  const df = kb + kc - 2;
  const runs = df > 0 ? (squares(offsets.baseline) + squares(offsets.current)) / df * (1 / kb + 1 / kc) : 0;
  const variance = runs + priorVariance;
  const shiftDf = runs > 0 ? Math.min(1e6, variance * variance / (runs * runs / df)) : Infinity;
  return { variance, df: shiftDf, fixed: priorVariance };
}
function judged(draft, raw, shiftVariance, alpha, medianCost) {
  if (shiftVariance === void 0) return withInterval(draft, alpha);
  const judgedRaw = rawVariance(draft.variance / medianCost, draft.df, draft.fixedVariance / medianCost, shiftVariance);
  return withInterval(rowTest(raw, judgedRaw.variance, judgedRaw.df, draft.runVariance, judgedRaw.fixed), alpha);
}
function rowBasis(effects, drafts, common, settings) {
  const { alpha, betweenJobs, jobEffectVariance: jobEffectVariance2, rowDf, medianCost, suiteSized } = settings;
  const { acrossJobs, shiftPrior, shift } = common;
  const count = effects.length;
  const mixture = suiteSized && splitsIntoGroups(
    effects,
    Float64Array.from(drafts, (draft) => draft.variance / medianCost),
    rowDf,
    alpha
  );
  const judgedShift = !betweenJobs || acrossJobs !== void 0 || shiftPrior;
  const shiftLevel = acrossJobs !== void 0 ? alpha : alpha / (count + 1);
  const netted = suiteSized && (!judgedShift || !mixture && !(shift.p < shiftLevel));
  const shiftVariance = netted || !suiteSized ? void 0 : shiftVarianceOf(common.offsets, acrossJobs, shiftPrior ? jobEffectVariance2 ?? 0 : 0);
  return { netted, mixture, shiftVariance };
}

// src/compare/suite-runs.ts
var MIN_ROWS_SUITE = 5;
var MIN_ROWS_TWO_RUNS = 50;
var MIN_JOBS_PER_ROW = 3;
function logsOf(values) {
  const logs = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) logs[i] = Math.log(values[i]);
  return logs;
}
function sideDrift(logs, means, runs) {
  const drift = new Float64Array(runs);
  const deviations = new Float64Array(logs.length);
  for (let j = 0; j < runs; j++) {
    for (let r = 0; r < logs.length; r++) deviations[r] = logs[r][j] - means[r];
    drift[j] = medianInPlace(deviations, deviations.length);
  }
  const centre2 = amean(drift);
  for (let j = 0; j < runs; j++) drift[j] = drift[j] - centre2;
  return drift;
}
function withinRows(logs, jobRuns) {
  const { logB, logC, meanB, meanC, kb, kc } = logs;
  const count = logB.length;
  const driftRemoved = count >= MIN_ROWS_SUITE;
  const driftB = driftRemoved ? sideDrift(logB, meanB, kb) : new Float64Array(kb);
  const driftC = driftRemoved ? sideDrift(logC, meanC, kc) : new Float64Array(kc);
  const perRow = jobRuns.length >= MIN_JOBS_PER_ROW;
  const jobMeans = perRow ? logB.map((b) => Float64Array.from(jobRuns, (runs) => amean(Float64Array.from(runs, (j) => b[j] - driftB[j])))) : [];
  const df = kb + kc - 2 - (perRow ? jobRuns.length - 1 : 0);
  const shrink = driftRemoved ? 1 - 1 / count : 1;
  const jobOfRun = new Int32Array(kb);
  jobRuns.forEach((runs, job) => runs.forEach((run2) => jobOfRun[run2] = job));
  const baselineCentre = (r, j) => perRow ? jobMeans[r][jobOfRun[j]] : meanB[r];
  const variances = logB.map((b, r) => {
    let squares = 0;
    const c2 = logC[r];
    for (let j = 0; j < kb; j++) squares += (b[j] - driftB[j] - baselineCentre(r, j)) ** 2;
    for (let j = 0; j < kc; j++) squares += (c2[j] - driftC[j] - meanC[r]) ** 2;
    return squares / (df * shrink);
  });
  const positive = variances.filter((value) => value > 0).length;
  const canModerate = positive >= MIN_ROWS_SUITE && !(kb === 2 && kc === 2 && count < MIN_ROWS_TWO_RUNS);
  const prior = canModerate ? fitVariancePrior(variances, df) : void 0;
  const posterior = variances.map((value) => prior === void 0 ? value : posteriorVariance(value, df, prior));
  return { driftRemoved, perRow, jobMeans, shrink, prior, posterior, rowDf: prior === void 0 ? df : prior.d0 + df };
}

// src/compare/suite-model.ts
var MIN_ROWS_BETWEEN_JOBS = 5;
var MEDIAN_EFFICIENCY = 0.37;
var MIN_JOBS_WITHOUT_TAIL = 5;
var MIN_SATTERTHWAITE_DF = 6;
function commonShift(logs, design2) {
  const { logB, logC, meanB, kb, kc } = logs;
  const { alpha, betweenJobs, baselineJobs, jobEffectVariance: jobEffectVariance2 } = design2;
  const offsets = (side2, runs) => Array.from({ length: runs }, (_, j) => medianOf(side2.map((values, r) => values[j] - meanB[r])));
  const offB = offsets(logB, kb);
  const offC = offsets(logC, kc);
  const moments = (values) => {
    const m = amean(values);
    return { mean: m, variance: values.length > 1 ? values.reduce((a, v) => a + (v - m) ** 2, 0) / (values.length - 1) : 0, n: values.length };
  };
  const jobRuns = betweenJobs && baselineJobs !== void 0 && baselineJobs.length === kb ? runsOfJobs(baselineJobs) : [];
  const acrossJobs = jobShiftTest(offB, jobRuns, offC, alpha);
  const runShift = welchTest(moments(offB), moments(offC), alpha);
  const shiftPrior = betweenJobs && acrossJobs === void 0 && jobEffectVariance2 !== void 0 && logB.length >= MIN_ROWS_SUITE;
  const shift = acrossJobs?.test ?? (shiftPrior ? withJobEffect(runShift, jobEffectVariance2, alpha) : runShift);
  return { offsets: { baseline: offB, current: offC }, jobRuns, acrossJobs, shiftPrior, shift };
}
function netRowTests(effects, within, logs, betweenJobs) {
  const { posterior, rowDf, prior } = within;
  const count = effects.length;
  const medianCost = count >= MIN_ROWS_SUITE ? 1 + Math.PI / (2 * count) : 1;
  const rowWithin = posterior.map((value) => value * (1 / logs.kb + 1 / logs.kc) * medianCost);
  const typicalWithin = medianOf(rowWithin);
  let betweenVariance = 0;
  let centres = count >= MIN_ROWS_SUITE ? leaveOneOutMedians(
    effects,
    Array.from(effects, (_, r) => r)
  ) : new Float64Array(count);
  let rowBetween = new Float64Array(count);
  let empiricalDf = Infinity;
  if (betweenJobs && count >= MIN_ROWS_BETWEEN_JOBS) {
    empiricalDf = Math.max(1, MEDIAN_EFFICIENCY * (count - 1));
    const between = fitBetweenJobs(effects, rowWithin, { typicalWithin, rowDf, medianCost }, true, centres);
    betweenVariance = between.variance;
    centres = between.centres;
    rowBetween = between.rowVariances;
  }
  const satterthwaiteDf = (tau2) => (typicalWithin + tau2 * medianCost) ** 2 / (typicalWithin ** 2 / Math.min(rowDf, 1e6) + (typicalWithin + tau2) ** 2 / empiricalDf);
  const satterthwaite = prior === void 0 || rowDf >= MIN_SATTERTHWAITE_DF;
  const drafts = Array.from(effects, (value, r) => {
    const tau2 = rowBetween[r];
    const fixed2 = tau2 * medianCost;
    const variance = rowWithin[r] + fixed2;
    const rowDegrees = tau2 === 0 ? rowDf : satterthwaite ? satterthwaiteDf(tau2) : Math.min(rowDf, empiricalDf);
    return rowTest(value - centres[r], variance, rowDegrees, posterior[r] ?? 0, fixed2);
  });
  return { drafts, centres, betweenVariance, medianCost };
}
function fitSuite(rows, alpha, betweenJobs = true, machineShiftOver = Infinity, baselineJobs, jobEffectVariance2) {
  const count = rows.length;
  const logB = rows.map((row3) => logsOf(row3.baseline));
  const logC = rows.map((row3) => logsOf(row3.current));
  const meanB = Float64Array.from(logB, (values) => amean(values));
  const meanC = Float64Array.from(logC, (values) => amean(values));
  const logs = { logB, logC, meanB, meanC, kb: rows[0]?.baseline.length ?? 0, kc: rows[0]?.current.length ?? 0 };
  const common = commonShift(logs, { alpha, betweenJobs, baselineJobs, jobEffectVariance: jobEffectVariance2 });
  const within = withinRows(logs, common.jobRuns);
  const effects = meanC.map((value, r) => value - meanB[r]);
  const net = netRowTests(effects, within, logs, betweenJobs);
  const { centres, medianCost } = net;
  const { perRow, posterior, rowDf, shrink } = within;
  const ownHistory = perRow ? judgedByOwnHistory({
    effects,
    centres,
    jobMeans: within.jobMeans,
    jobRuns: common.jobRuns,
    posterior,
    rowDf,
    kb: logs.kb,
    kc: logs.kc,
    shrink,
    medianCost
  }) : void 0;
  const drafts = ownHistory === void 0 ? net.drafts : net.drafts.map((draft, r) => draft.p >= ownHistory[r].p ? draft : ownHistory[r]);
  const basis = rowBasis(effects, drafts, common, { alpha, betweenJobs, jobEffectVariance: jobEffectVariance2, rowDf, medianCost, suiteSized: count >= MIN_ROWS_SUITE });
  const tailed = betweenJobs && common.jobRuns.length < MIN_JOBS_WITHOUT_TAIL && count >= MIN_ROWS_SUITE;
  const scale = tailed ? tailScale(effects.map((value, r) => value - centres[r])) : 0;
  const rowResults = drafts.map((draft, r) => {
    const raw = effects[r];
    const netEffect = raw - centres[r];
    const result = judged(draft, raw, basis.shiftVariance, alpha, medianCost);
    const withTail = scale > 0 ? withJobEffectTail(result, alpha, scale) : result;
    return count >= MIN_ROWS_SUITE ? { ...withTail, rawEffect: raw, netEffect } : withTail;
  });
  const medianOfEffects = count >= MIN_ROWS_SUITE ? medianOf(effects) : 0;
  const typical = medianOf(posterior.filter((value) => Number.isFinite(value)));
  return {
    rows: rowResults,
    shift: common.shift,
    baselineJobs: common.acrossJobs?.jobs ?? 0,
    prior: within.prior,
    betweenJobSd: Math.sqrt(net.betweenVariance),
    rowSpreadJobs: perRow ? common.jobRuns.length : 0,
    machineShift: !betweenJobs && !basis.mixture && Math.abs(medianOfEffects) > machineShiftOver ? medianOfEffects : null,
    netted: basis.netted,
    mixture: basis.mixture,
    shiftPrior: common.shiftPrior,
    driftRemoved: within.driftRemoved,
    typicalRunVariance: Number.isFinite(typical) ? typical : 0,
    df: rowDf,
    tailScale: scale
  };
}

// src/compare/suite-stage.ts
function runValues(side2) {
  return side2.stats.runs >= 2 ? side2.values : [side2.moments.mean];
}
var finitePositive = (value) => Number.isFinite(value) && value > 0;
function eligible(row3) {
  const { baseline, current } = row3;
  if (row3.test === null || row3.clash !== void 0 || baseline === null || current === null) return false;
  if (!testedAcrossRuns(baseline, current)) return false;
  return runValues(baseline).every(finitePositive) && runValues(current).every(finitePositive);
}
function setSuiteTest(row3, result, warnings) {
  row3.suite = result;
  row3.test = {
    test: "suite",
    result: { status: "ok", diff: result.effect, se: result.se, t: result.se > 0 ? result.effect / result.se : 0, df: result.df, p: result.p, ci: result.ci },
    warnings
  };
}
var BOUND_QUANTILE = 1.959963984540054;
function jobEffectVariance(bound) {
  return (Math.log1p(bound) / BOUND_QUANTILE) ** 2;
}
function fitGroup(members, settings) {
  const { alpha, betweenJobs, noise, jobEffectBound } = settings;
  const fit = fitSuite(
    members.map((row3) => ({ baseline: runValues(row3.baseline), current: runValues(row3.current) })),
    alpha,
    betweenJobs,
    Math.log1p(noise),
    members[0]?.baselineJobs,
    jobEffectBound === void 0 ? void 0 : jobEffectVariance(jobEffectBound)
  );
  const bound = fit.shiftPrior && !fit.netted ? jobEffectBound : void 0;
  members.forEach((row3, i) => {
    const own2 = row3.test;
    const result = fit.rows[i];
    const rowBound = bound ?? (fit.shiftPrior && result.tailVariance !== void 0 ? jobEffectBound : void 0);
    setSuiteTest(row3, rowBound === void 0 ? result : { ...result, jobEffectBound: rowBound }, []);
    if (settings.keepOwnTest === true) withMethodTest(row3, own2);
  });
  return fit;
}
function boundedRowTest(row3, alpha, bound) {
  const logs = (side2) => runValues(side2).map((value) => Math.log(value));
  const moments = (values) => {
    const m = values.reduce((sum, value) => sum + value, 0) / values.length;
    return { mean: m, variance: values.reduce((sum, value) => sum + (value - m) ** 2, 0) / (values.length - 1), n: values.length };
  };
  const baseline = moments(logs(row3.baseline));
  const current = moments(logs(row3.current));
  const prior = jobEffectVariance(bound);
  const test = withJobEffect(welchTest(baseline, current, alpha), prior, alpha);
  const runVariance = (baseline.variance * (baseline.n - 1) + current.variance * (current.n - 1)) / (baseline.n + current.n - 2);
  return { effect: test.diff, se: test.se, df: test.df ?? 1e6, p: test.p, ci: test.ci, runVariance, fixedVariance: prior, jobEffectBound: bound };
}
function analyseSuites(rows, settings) {
  const { alpha, betweenJobs, jobEffectBound } = settings;
  const byKey = /* @__PURE__ */ new Map();
  for (const row3 of rows) {
    if (!eligible(row3) || row3.baseline === null || row3.current === null) continue;
    const { metric, unit, better } = row3.series;
    const runs = `${runValues(row3.baseline).length}\0${runValues(row3.current).length}`;
    const key2 = `${metric}\0${unit}\0${better}\0${runs}\0${row3.baselineJobs?.join(",") ?? ""}`;
    const members = byKey.get(key2);
    if (members === void 0) byKey.set(key2, [row3]);
    else members.push(row3);
  }
  const groups = [];
  for (const members of byKey.values()) {
    const first = members[0];
    const kb = runValues(first.baseline).length;
    const kc = runValues(first.current).length;
    if (members.length < MIN_ROWS_SUITE) {
      if (!betweenJobs) continue;
      if (new Set(first.baselineJobs ?? []).size >= MIN_JOBS_PER_ROW) fitGroup(members, settings);
      else if (jobEffectBound !== void 0) for (const row3 of members) setSuiteTest(row3, boundedRowTest(row3, alpha, jobEffectBound), []);
      else for (const row3 of members) row3.test = { test: "none", result: null, reason: { code: "another-job", rows: members.length }, warnings: [] };
      continue;
    }
    const fit = fitGroup(members, settings);
    groups.push({ metric: first.series.metric, unit: first.series.unit, better: first.series.better, rows: members, baselineRuns: kb, currentRuns: kc, fit });
  }
  return groups;
}
function withMethodTest(row3, own2) {
  const suite2 = row3.suite;
  if (suite2 === void 0 || own2 === null || row3.test === null) return;
  const warnings = own2.warnings.length === 0 ? row3.test.warnings : row3.test.warnings.concat(own2.warnings);
  const ownP = own2.result?.p;
  if (ownP === void 0 || !(ownP > suite2.p)) {
    row3.test = { ...row3.test, warnings };
    return;
  }
  const target = Math.min(ownP, row3.settings.alpha);
  let { se, ci } = suite2;
  if (target > suite2.p && suite2.effect !== 0) {
    const t = studentTQuantile(1 - target / 2, Math.min(suite2.df, 1e6));
    if (t > 0) se = Math.abs(suite2.effect) / t * (1 + 1e-6);
    ci = tInterval(suite2.effect, se, suite2.df, row3.settings.alpha);
  }
  setSuiteTest(row3, { ...suite2, se, p: ownP, ci }, warnings);
}
function logChange(better, effect, ci) {
  const map = (value) => better === "higher" ? -Math.expm1(-value) : Math.expm1(value);
  return { change: map(effect), changeCI: ci === null ? null : [map(ci[0]), map(ci[1])], ratio: better === "higher" ? Math.exp(-effect) : Math.exp(effect) };
}
var POWER_QUANTILE = 0.8;
function suiteLine(group, reference, pAdjusted, policy, family, betweenJobs, bound) {
  const { fit } = group;
  const corrected = policy.correction === "none" ? policy.alpha : policy.alpha / Math.max(1, family);
  const scale = (1 / group.baselineRuns + 1 / group.currentRuns) * (1 + Math.PI / (2 * group.rows.length));
  const spread2 = Math.sqrt(fit.typicalRunVariance * (group.baselineRuns + group.currentRuns > 2 ? scale : 0) + fit.betweenJobSd ** 2);
  const df = Math.min(Number.isFinite(fit.df) && fit.df > 0 ? fit.df : group.rows.length - 1, 1e6);
  const detectable = spread2 > 0 ? Math.expm1((studentTQuantile(1 - corrected / 2, df) + studentTQuantile(POWER_QUANTILE, df)) * spread2) : null;
  const common = {
    reference,
    metric: group.metric,
    unit: group.unit,
    better: group.better,
    rows: group.rows.length,
    baselineRuns: group.baselineRuns,
    currentRuns: group.currentRuns,
    priorDf: fit.prior === void 0 || !Number.isFinite(fit.prior.d0) ? null : fit.prior.d0,
    priorSd: fit.prior === void 0 ? null : Math.sqrt(fit.prior.s0squared),
    betweenJobSd: fit.betweenJobSd,
    rowSpreadJobs: fit.rowSpreadJobs,
    detectable,
    rowsNetted: fit.netted,
    mixture: fit.mixture
  };
  const shift = fit.shift;
  if (pAdjusted === null) {
    return {
      ...common,
      change: null,
      changeCI: null,
      pValue: null,
      pAdjusted: null,
      verdict: "inconclusive",
      reason: { code: "shift-untested" }
    };
  }
  const level = adjustedLevel(policy.alpha, shift.p, pAdjusted);
  const { change: change2, changeCI } = logChange(group.better, shift.diff, shift.df === null ? shift.ci : tInterval(shift.diff, shift.se, shift.df, level));
  const verdict = changeCI === null ? "inconclusive" : decideVerdict(pAdjusted < policy.alpha, changeCI, policy.noise);
  if (fit.shiftPrior && bound !== void 0)
    return {
      ...common,
      change: change2,
      changeCI,
      pValue: shift.p,
      pAdjusted,
      verdict,
      reason: verdict === "inconclusive" ? { code: "machine-or-code", bound } : void 0
    };
  if (!betweenJobs || fit.baselineJobs >= 2 || verdict !== "regression" && verdict !== "improvement")
    return { ...common, change: change2, changeCI, pValue: shift.p, pAdjusted, verdict, reason: void 0 };
  return { ...common, change: change2, changeCI, pValue: shift.p, pAdjusted, verdict: "inconclusive", reason: { code: "machine-or-code" } };
}

// src/compare/comparison.ts
function comparison(row3, reference, outcome) {
  const { series, baseline, current } = row3;
  return {
    benchmark: series.benchmark,
    metric: series.metric,
    unit: series.unit,
    baselineUnit: row3.clash?.unit,
    better: series.better,
    centre: series.better === "higher" ? "hmean" : "amean",
    runCentre: baseline?.runCentre,
    reference,
    baseline: baseline?.stats ?? null,
    current: current?.stats ?? null,
    change: outcome.change,
    changeCI: outcome.changeCI,
    changeCIMarginal: outcome.changeCIMarginal,
    ratio: outcome.ratio,
    changeRaw: row3.suite?.rawEffect === void 0 ? void 0 : logChange(series.better, row3.suite.rawEffect, null).change ?? void 0,
    changeNet: row3.suite?.netEffect === void 0 ? void 0 : logChange(series.better, row3.suite.netEffect, null).change ?? void 0,
    pValue: outcome.pValue,
    pAdjusted: outcome.pAdjusted,
    test: outcome.test,
    df: outcome.df,
    significant: outcome.significant,
    verdict: outcome.verdict,
    reason: outcome.reason,
    sampleSize: outcome.sampleSize,
    warnings: outcome.warnings
  };
}
function untestedOutcome(change2, ratio, verdict, reason, warnings) {
  return {
    change: change2,
    changeCI: null,
    changeCIMarginal: null,
    ratio,
    pValue: null,
    pAdjusted: null,
    test: "none",
    df: null,
    significant: false,
    verdict,
    reason,
    sampleSize: null,
    warnings
  };
}

// src/compare/row-intervals.ts
function differenceInterval(row3, level, method) {
  const { result } = row3.test;
  if (level === row3.settings.alpha || result.status !== "ok" || result.df === null) return result.ci;
  const seed = method.rowSeed(seriesKey(row3.series.benchmark, row3.series.metric));
  return method.intervalAt(result, result.df, row3.baseline, row3.current, level, seed);
}
function logEffectIntervals(row3, method) {
  return row3.test.test === "paired" ? method.pairedIntervals : T_INTERVALS;
}
function shownChange(row3, level, method) {
  const { series, baseline, suite: suite2 } = row3;
  if (suite2 === void 0) return relativeChange(series.better, baseline.moments.mean, row3.test.result.diff, differenceInterval(row3, level, method));
  return logChange(series.better, suite2.effect, logEffectIntervals(row3, method).shown(suite2, level, row3.settings.alpha));
}
function ratioInterval(row3, level, method) {
  const { series, baseline, current, test } = row3;
  if (row3.suite !== void 0 || test.result.status !== "ok") return void 0;
  return method.ratioInterval(series.better, baseline, current, test.test, test.result.df, level);
}
function marginalInterval(row3, level, method) {
  const { series, baseline, suite: suite2 } = row3;
  if (suite2 !== void 0) return logChange(series.better, suite2.effect, logEffectIntervals(row3, method).marginal(suite2, level, row3.settings.alpha)).changeCI;
  const interval = relativeChange(series.better, baseline.moments.mean, row3.test.result.diff, differenceInterval(row3, level, method)).changeCI;
  const ratio = ratioInterval(row3, level, method);
  return ratio === void 0 ? interval : ratio;
}

// src/stats/sample-size.ts
var DEFAULT_POWER = 0.8;
function smallestEnough(start, enough, max) {
  if (!Number.isFinite(start)) return void 0;
  let low = start;
  let high = low;
  while (!enough(high)) {
    if (high > max) return void 0;
    low = high + 1;
    high *= 2;
  }
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (enough(middle)) high = middle;
    else low = middle + 1;
  }
  return high;
}
var MAX_OBSERVATIONS = 2 ** 40;
var asFunction = (level) => typeof level === "number" ? () => level : level;
function observationsToDecide(sizing) {
  const { spread: spread2, margin, dfPerRun } = sizing;
  const fixed2 = sizing.fixed ?? 0;
  const power = sizing.power ?? DEFAULT_POWER;
  const unchanged = asFunction(sizing.unchangedLevel);
  const change2 = asFunction(sizing.changeLevel);
  if (!(spread2 > 0) || !(margin > 0) || !(fixed2 >= 0)) return void 0;
  const quantile = (probability, df) => df > 1e7 ? normalQuantile(probability) : studentTQuantile(probability, df);
  const q = (n, df) => Math.max(quantile(1 - unchanged(n) / 2, df) + quantile(1 - (1 - power) / 2, df), quantile(1 - change2(n) / 2, df) + quantile(power, df));
  const enough = (n) => {
    const factor = q(n, dfPerRun * (n - 1));
    return factor * factor * (spread2 / n + fixed2) <= margin * margin;
  };
  const z = q(2, Infinity);
  const room = margin * margin - z * z * fixed2;
  if (!(room > 0)) return void 0;
  return smallestEnough(Math.max(2, Math.ceil(z * z * spread2 / room - 1e-9)), enough, MAX_OBSERVATIONS);
}

// src/compare/sizing.ts
function sizingLevels(alpha, policy, family, sizing) {
  const corrected = policy.correction === "none" ? alpha : alpha / Math.max(1, family);
  return sizing === void 0 ? { unchanged: () => alpha, change: () => corrected } : { unchanged: sizing, change: sizing };
}
function sizeFor(row3, noise, levels2) {
  const { baseline, current, test, suite: suite2 } = row3;
  const at = { unchangedLevel: levels2.unchanged, changeLevel: levels2.change };
  let perSide;
  if (suite2 === void 0) {
    perSide = observationsToDecide({
      spread: baseline.moments.variance + current.moments.variance,
      margin: noise * Math.abs(baseline.moments.mean),
      ...at,
      dfPerRun: 2
    });
  } else {
    const fixed2 = suite2.fixedVariance ?? 0;
    const paired = test.test === "paired";
    const runs = 1 / baseline.stats.runs + 1 / current.stats.runs;
    const spread2 = 2 * Math.max(0, suite2.se * suite2.se - fixed2) / runs;
    perSide = observationsToDecide({ spread: spread2, fixed: fixed2, margin: Math.log1p(noise), ...at, dfPerRun: paired ? 1 : 2 });
  }
  if (perSide === void 0) return null;
  return { perSide, unit: test.test === "samples" ? "samples" : "runs", change: noise };
}

// src/compare/finish-row.ts
var NO_WARNINGS = [];
function finishRow(row3, pAdjusted, reference, policy, family, levels2 = {}) {
  const { series, baseline, current, test } = row3;
  const sideWarnings = (baseline?.warnings ?? NO_WARNINGS).concat(current?.warnings ?? NO_WARNINGS);
  if (baseline === null || current === null) {
    const verdict = baseline === null ? "added" : "removed";
    const reason = { code: baseline === null ? "only-current" : "only-baseline" };
    return comparison(row3, reference, untestedOutcome(null, null, verdict, reason, sideWarnings));
  }
  if ((row3.settings.exact || row3.deterministic === true) && baseline.problem === void 0 && current.problem === void 0)
    return exactRow(row3, reference, baseline, current, sideWarnings);
  if (!isTested(row3)) {
    const point = (
      // A unit clash has no change: the two numbers are different quantities.
      baseline.problem === void 0 && current.problem === void 0 && row3.clash === void 0 ? relativeChange(series.better, baseline.moments.mean, current.moments.mean - baseline.moments.mean, null) : null
    );
    const warnings = sideWarnings.concat(test?.warnings ?? NO_WARNINGS);
    return comparison(
      row3,
      reference,
      untestedOutcome(point?.change ?? null, point?.ratio ?? null, "inconclusive", test?.reason ?? { code: "no-test" }, warnings)
    );
  }
  if (!computed(row3.test.result))
    return comparison(row3, reference, untestedOutcome(null, null, "inconclusive", { code: "not-finite" }, sideWarnings.concat(row3.test.warnings)));
  return comparison(row3, reference, testedOutcome(row3, pAdjusted, policy, family, levels2, sideWarnings));
}
function isTested(row3) {
  return row3.baseline !== null && row3.current !== null && row3.test !== null && row3.test.result !== null;
}
function computed(result) {
  if (!Number.isFinite(result.p) || !Number.isFinite(result.diff)) return false;
  return !(result.status === "ok" && (Number.isNaN(result.ci[0]) || Number.isNaN(result.ci[1])));
}
function testedOutcome(row3, pAdjusted, policy, family, levels2, sideWarnings) {
  const { baseline, current, test } = row3;
  const { result } = test;
  const { alpha, noise } = row3.settings;
  const warnings = sideWarnings.concat(test.warnings);
  const twoRuns = twoRunsWarning(baseline, current, row3.suite === void 0 ? result.se / Math.abs(baseline.moments.mean) : row3.suite.se, result.df, alpha);
  if (twoRuns !== void 0) warnings.push(twoRuns);
  if (result.status === "zero-variance-different") warnings.push({ code: "exact-difference" });
  const adjusted = pAdjusted ?? result.p;
  const significant = adjusted < alpha;
  const level = adjustedLevel(alpha, result.p, adjusted);
  const method = methodOf(policy.test);
  const shown = shownChange(row3, level, method);
  const ratio = ratioInterval(row3, level, method);
  const changeCIMarginal = shown.changeCI === null ? null : marginalInterval(row3, levels2.marginal ?? alpha, method);
  const sizing = sizingLevels(alpha, policy, family, levels2.sizing);
  const { change: change2 } = shown;
  const tested = { pValue: result.p, pAdjusted: adjusted, test: test.test, df: result.df };
  if (ratio === null) {
    const reason2 = { code: "unbounded-ratio" };
    const sampleSize2 = sizeFor(row3, noise, sizing);
    return {
      change: change2,
      changeCI: null,
      changeCIMarginal,
      ratio: shown.ratio,
      ...tested,
      significant: false,
      verdict: "inconclusive",
      reason: reason2,
      sampleSize: sampleSize2,
      warnings: sideWarnings.concat(test.warnings)
    };
  }
  const changeCI = ratio ?? shown.changeCI;
  let verdict;
  if (changeCI === null) {
    warnings.push({ code: "zero-baseline" });
    verdict = !significant ? "inconclusive" : result.diff > 0 ? "regression" : "improvement";
  } else {
    verdict = decideVerdict(significant, changeCI, noise);
  }
  const sampleSize = verdict === "inconclusive" ? sizeFor(row3, noise, sizing) : null;
  const shownWarnings = significant ? warnings.filter((warning2) => warning2.code !== "rank-test-cannot-flag") : warnings;
  const reason = verdict !== "inconclusive" ? void 0 : row3.suite?.jobEffectBound === void 0 ? { code: "undecided", noise, bounded: changeCI !== null } : { code: "job-effect-bound", bound: row3.suite.jobEffectBound };
  return { change: change2, changeCI, changeCIMarginal, ratio: shown.ratio, ...tested, significant, verdict, reason, sampleSize, warnings: shownWarnings };
}
function exactRow(row3, reference, baseline, current, warnings) {
  const diff = current.moments.mean - baseline.moments.mean;
  const { change: change2, ratio } = relativeChange(row3.series.better, baseline.moments.mean, diff, null);
  const tolerance = row3.settings.exact ? row3.settings.tolerance : row3.settings.noise;
  const beyond = change2 === null ? diff !== 0 : Math.abs(change2) > tolerance;
  const worse2 = change2 === null ? diff > 0 : change2 > 0;
  const verdict = diff === 0 ? "unchanged" : !beyond ? "noise" : worse2 ? "regression" : "improvement";
  return comparison(row3, reference, {
    change: change2,
    changeCI: change2 === null ? null : [change2, change2],
    changeCIMarginal: change2 === null ? null : [change2, change2],
    ratio,
    pValue: null,
    pAdjusted: null,
    test: "exact",
    df: null,
    significant: diff !== 0,
    verdict,
    reason: void 0,
    sampleSize: null,
    warnings
  });
}
function twoRunsWarning(baseline, current, relativeSe, df, alpha) {
  if (Math.min(baseline.stats.runs, current.stats.runs) !== 2 || df === null || !(df > 0) || !(relativeSe > 0) || !Number.isFinite(relativeSe))
    return void 0;
  const degrees = Math.min(df, 1e6);
  const smallest = (studentTQuantile(1 - alpha / 2, degrees) + studentTQuantile(0.8, degrees)) * relativeSe;
  return { code: "two-runs", detectable: smallest };
}

// src/model/runner.ts
function cpuModelOf(runner) {
  const part = runner.split(",")[1];
  return part === void 0 ? void 0 : part.replace(/\(\s*\d+\s+cores?\s*\)/, "").trim() || void 0;
}

// src/compare/gate.ts
function countVerdicts(comparisons) {
  const counts = { regression: 0, improvement: 0, unchanged: 0, noise: 0, inconclusive: 0, added: 0, removed: 0 };
  for (const row3 of comparisons) counts[row3.verdict]++;
  return {
    rows: comparisons.length,
    regressions: counts.regression,
    improvements: counts.improvement,
    unchanged: counts.unchanged,
    noise: counts.noise,
    inconclusive: counts.inconclusive,
    added: counts.added,
    removed: counts.removed
  };
}
function machineOf(runner) {
  return runner.replace(/,\s*Node v?[\d.]+\s*$/, "").trim();
}
function differentMachines(a, b) {
  return a !== void 0 && b !== void 0 && machineOf(a) !== machineOf(b);
}
function differentCpuModels(a, b) {
  const first = a === void 0 ? void 0 : cpuModelOf(a);
  const second = b === void 0 ? void 0 : cpuModelOf(b);
  return first !== void 0 && second !== void 0 && first !== second;
}
function gateCounts(comparisons, suites, noise) {
  let regressions = 0;
  let couldHide2 = 0;
  for (const row3 of [...comparisons, ...suites]) {
    if (row3.verdict === "regression") regressions++;
    else if (row3.verdict === "inconclusive" && worstNotRuledOut(row3) > noise) couldHide2++;
  }
  return { regressions, couldHide: couldHide2 };
}
function gateOfReport(policy, report2, accepted) {
  const runnersDiffer = report2.baselines.some((side2) => differentMachines(side2.runner, report2.current.runner));
  return { ...decideGate(policy, gateCounts(report2.comparisons, report2.suites, policy.noise), runnersDiffer, accepted), runnersDiffer };
}
function decideGate(policy, counts, runnersDiffer, accepted) {
  const decision = gateOf(policy, counts, runnersDiffer);
  if (decision.gate === "pass" || accepted === void 0) return decision;
  const what = counts.regressions > 0 ? counts.regressions === 1 ? "regression" : "regressions" : counts.couldHide > 0 && policy.failOn === "undecided" ? "undecided" : "gate";
  return { gate: "pass", gateReason: { code: "accepted", what, label: accepted.label, ...accepted.by !== void 0 && { by: accepted.by } } };
}
function gateOf(policy, counts, runnersDiffer) {
  const { regressions, couldHide: couldHide2 } = counts;
  if (runnersDiffer && policy.onRunnerMismatch === "fail") return { gate: "fail", gateReason: { code: "runners-differ-fail" } };
  if (runnersDiffer && policy.onRunnerMismatch === "neutral")
    return { gate: "pass", gateReason: regressions > 0 ? { code: "runners-differ-neutral" } : void 0 };
  if (policy.failOn === "never" || regressions > 0) return { gate: policy.failOn !== "never" && regressions > 0 ? "fail" : "pass", gateReason: void 0 };
  if (policy.failOn === "undecided" && couldHide2 > 0)
    return {
      gate: "fail",
      gateReason: { code: "could-hide", rows: couldHide2 }
    };
  return { gate: "pass", gateReason: void 0 };
}
function sideLabel({ label, set }) {
  return {
    label,
    runs: set.runCount,
    ...set.context?.commit !== void 0 && { commit: set.context.commit },
    ...set.context?.runner !== void 0 && { runner: set.context.runner }
  };
}

// src/compare/overlap.ts
var GO_PROCS_SUFFIX = /-\d+$/;
function examples(names) {
  const list = [...names].slice(0, 3).map((name) => JSON.stringify(name));
  return `${list.join(", ")}${names.size > 3 ? ", …" : ""}`;
}
function likelyCause(baseline, current, baseMetrics, currentMetrics, formats) {
  if (formats !== void 0)
    return `the baseline was read as ${formats.baseline} output and the current runs as ${formats.current} output: give both sides the same tool's output`;
  const stripped = (names) => new Set([...names].map((name) => name.replace(GO_PROCS_SUFFIX, "")));
  const strippedCurrent = stripped(current);
  if ([...stripped(baseline)].some((name) => strippedCurrent.has(name))) {
    return "the names differ only in Go's -N suffix (GOMAXPROCS): the runs come from machines with different core counts; pass the same -cpu N on both sides";
  }
  if (![...baseMetrics].some((metric) => currentMetrics.has(metric)))
    return "the sides share no metric either: they seem to come from different benchmark tools or formats";
  return "the sides run different suites or tools, or the benchmarks were renamed";
}
function checkOverlap(report2, formats) {
  const baseline = /* @__PURE__ */ new Set();
  const current = /* @__PURE__ */ new Set();
  const baseMetrics = /* @__PURE__ */ new Set();
  const currentMetrics = /* @__PURE__ */ new Set();
  let shared = 0;
  for (const row3 of report2.comparisons) {
    if (row3.baseline !== null) {
      baseline.add(row3.benchmark);
      baseMetrics.add(row3.metric);
    }
    if (row3.current !== null) {
      current.add(row3.benchmark);
      currentMetrics.add(row3.metric);
    }
    if (row3.baseline !== null && row3.current !== null) shared++;
  }
  const rows = report2.comparisons.length;
  if (shared === 0 && baseline.size > 0 && current.size > 0) {
    const baseSide = `the baseline has ${baseline.size} benchmark${baseline.size === 1 ? "" : "s"} (${examples(baseline)})`;
    const sides = `${baseSide} and the current runs ${current.size} (${examples(current)})`;
    throw new InputError(
      `nothing in common: ${sides}, none of them on both sides; likely cause: ${likelyCause(baseline, current, baseMetrics, currentMetrics, formats)}`
    );
  }
  const added = report2.summary.added;
  const removed = report2.summary.removed;
  if (rows > 0 && (added > (rows - removed) / 2 || removed > (rows - added) / 2)) {
    return [{ code: "unpaired-rows", added, removed, shared }];
  }
  return [];
}

// src/stats/mad-filter.ts
var MAD_CUTOFF = 5;
function madFilter(values) {
  if (values.length < 3) return { kept: [...values], dropped: 0 };
  const scratch = Float64Array.from(values);
  const median = medianInPlace(scratch, scratch.length);
  for (let i = 0; i < values.length; i++) scratch[i] = Math.abs(values[i] - median);
  const mad = medianInPlace(scratch, scratch.length);
  if (mad === 0) return { kept: [...values], dropped: 0 };
  const kept = values.filter((value) => Math.abs(value - median) < MAD_CUTOFF * mad);
  return { kept, dropped: values.length - kept.length };
}

// src/compare/paired.ts
function pairedTest(baseline, current, alpha, method = "welch") {
  const none = (reason) => ({ test: { test: "none", result: null, reason, warnings: [] } });
  const problem = baseline.problem ?? current.problem;
  if (problem !== void 0) return none(problem);
  if (baseline.stats.summaryOnly || current.stats.summaryOnly) return none({ code: "paired-summary-only" });
  const n = baseline.stats.runs;
  if (n !== current.stats.runs) return none({ code: "paired-run-counts", baselineRuns: n, currentRuns: current.stats.runs });
  if (n < 2) return none({ code: "paired-too-few" });
  const d = baseline.values.map((b, i) => Math.log(current.values[i] / b));
  if (!d.every(Number.isFinite)) return none({ code: "paired-not-finite" });
  const mean = amean(d);
  const variance = sampleVariance(d, mean);
  const se = Math.sqrt(variance / n);
  const df = n - 1;
  if (se === 0) {
    const result = {
      status: mean === 0 ? "zero-variance-equal" : "zero-variance-different",
      diff: mean,
      se: 0,
      t: mean === 0 ? 0 : Math.sign(mean) * Infinity,
      df: null,
      p: mean === 0 ? 1 : 0,
      ci: [mean, mean]
    };
    return { test: { test: "paired", result, warnings: [] }, suite: { effect: mean, se: 0, df, p: result.p, ci: [mean, mean], runVariance: 0 } };
  }
  return pairedResult(d, mean, se, variance, n - 1, alpha, method);
}
function pairedTestOf(method) {
  return methodOf(method).paired ?? PAIRED_T;
}
function pairedTestName(method) {
  return pairedTestOf(method).name;
}
function pairedResult(d, mean, se, variance, df, alpha, method) {
  const decision = pairedTestOf(method).decide(d, mean, se, df, alpha);
  if ("reason" in decision) return { test: { test: "none", result: null, reason: decision.reason, warnings: [] } };
  const { effect, p, ci } = decision;
  return {
    test: { test: "paired", result: { status: "ok", diff: effect, se, t: mean / se, df, p, ci }, warnings: [] },
    // Half the variance of a difference per side: the runs-needed advice then counts pairs.
    suite: { effect, se, df, p, ci, runVariance: variance / 2 }
  };
}
var MIN_PAIRS_FILTER = 8;
var MIN_ROWS_COMMON_SHIFT = 4;
function removeCommonShift(rows, alpha, method = "welch") {
  const paired = rows.filter((row3) => row3.suite !== void 0 && row3.test?.test === "paired" && row3.baseline !== null && row3.current !== null);
  if (paired.length < MIN_ROWS_COMMON_SHIFT) return;
  const n = paired[0]?.baseline?.values.length ?? 0;
  if (n < 2 || !paired.every((row3) => row3.baseline?.values.length === n)) return;
  const ratios = paired.map((row3) => row3.baseline.values.map((b, i) => Math.log(row3.current.values[i] / b)));
  const common = Array.from({ length: n }, (_, i) => medianOf(ratios.map((d) => d[i])));
  const { kept } = n >= MIN_PAIRS_FILTER ? madFilter(common) : { kept: common };
  const centre2 = amean(kept);
  const commonSe = Math.sqrt(sampleVariance(kept, centre2) / kept.length);
  const commonDf = Math.max(1, kept.length - 1);
  const df = n - 1;
  const shrink = 1 - 1 / paired.length;
  const own2 = ratios.map((d) => d.map((value, i) => value - common[i]));
  const ownMeans = own2.map((values) => amean(values));
  const ownVariances = own2.map((values, r) => sampleVariance(values, ownMeans[r]) / shrink);
  const prior = paired.length >= MIN_ROWS_SUITE && ownVariances.filter((value) => value > 0).length >= MIN_ROWS_SUITE ? fitVariancePrior(ownVariances, df) : void 0;
  paired.forEach((row3, r) => {
    const ownVariance = prior === void 0 ? ownVariances[r] : posteriorVariance(ownVariances[r], df, prior);
    const ownDf = prior === void 0 ? df : prior.d0 + df;
    const ownPart = ownVariance / n;
    const commonPart = commonSe ** 2;
    const se = Math.sqrt(ownPart + commonPart);
    if (se === 0) return;
    const rowDf = (ownPart + commonPart) ** 2 / (ownPart ** 2 / ownDf + (commonPart > 0 ? commonPart ** 2 / commonDf : 0));
    const shifted = own2[r].map((value) => value + centre2);
    const result = pairedResult(shifted, centre2 + ownMeans[r], se, ownVariance + n * commonPart, rowDf, alpha, method);
    row3.test = { ...result.test, warnings: row3.test?.warnings ?? [] };
    if (result.suite === void 0) delete row3.suite;
    else row3.suite = result.suite;
  });
}

// src/units/unit.ts
function own(table, key2) {
  return Object.hasOwn(table, key2) ? table[key2] : void 0;
}
var TIME_FACTORS = {
  ps: [1, 1e12],
  ns: [1, 1e9],
  us: [1, 1e6],
  µs: [1, 1e6],
  μs: [1, 1e6],
  ms: [1, 1e3],
  s: [1, 1],
  sec: [1, 1],
  secs: [1, 1],
  second: [1, 1],
  seconds: [1, 1],
  min: [60, 1],
  h: [3600, 1]
};
var SIZE_FACTORS = {
  B: [1, 1],
  byte: [1, 1],
  bytes: [1, 1],
  kB: [1e3, 1],
  KB: [1e3, 1],
  MB: [1e6, 1],
  GB: [1e9, 1],
  TB: [1e12, 1],
  KiB: [1024, 1],
  MiB: [1024 ** 2, 1],
  GiB: [1024 ** 3, 1],
  TiB: [1024 ** 4, 1]
};
var UNIT_CACHE_LIMIT = 1024;
var unitCache = /* @__PURE__ */ new Map();
function parseUnit(symbol) {
  let info2 = unitCache.get(symbol);
  if (info2 === void 0) {
    info2 = parseUnitUncached(symbol);
    if (unitCache.size >= UNIT_CACHE_LIMIT) unitCache.clear();
    unitCache.set(symbol, info2);
  }
  return info2;
}
function parseUnitUncached(symbol) {
  const unit = symbol.trim();
  const time = own(TIME_FACTORS, unit);
  if (time !== void 0) return { base: "s", multiplier: time[0], divisor: time[1], quantity: "time", better: "lower" };
  const size = own(SIZE_FACTORS, unit);
  if (size !== void 0) return { base: "B", multiplier: size[0], divisor: size[1], quantity: "size", better: "lower" };
  const slash = unit.lastIndexOf("/");
  if (slash > 0) {
    const per = own(TIME_FACTORS, unit.slice(slash + 1).trim());
    if (per !== void 0) {
      const numerator = unit.slice(0, slash).trim();
      const [sizeMultiplier, sizeDivisor] = own(SIZE_FACTORS, numerator) ?? [1, 1];
      const base = own(SIZE_FACTORS, numerator) === void 0 ? `${numerator}/s` : "B/s";
      return { base, multiplier: sizeMultiplier * per[1], divisor: sizeDivisor * per[0], quantity: "rate", better: "higher" };
    }
  }
  return { base: unit, multiplier: 1, divisor: 1, quantity: "count", better: "lower" };
}
var MAX_UNIT_CHARS = 100;
var UNIT_LIKE = /^[\p{L}\p{N}\p{M} /%._\-()^·°]*$/u;
var UNIT_EXPECTED = `a unit of at most ${MAX_UNIT_CHARS} letters, digits, spaces and / % . _ - ( ) ^ · °`;
var lastUnitLike = "";
function isUnitLike(unit) {
  if (unit === lastUnitLike) return true;
  if (unit.length > MAX_UNIT_CHARS || !UNIT_LIKE.test(unit)) return false;
  lastUnitLike = unit;
  return true;
}
function toBaseUnit(value, info2) {
  return value * info2.multiplier / info2.divisor;
}
function defaultMetricName(info2) {
  switch (info2.quantity) {
    case "time":
      return "time";
    case "size":
      return "size";
    case "rate":
      return info2.base === "B/s" ? "throughput" : "rate";
    case "count":
      return info2.base === "" ? "value" : info2.base;
  }
}

// src/compare/run-centre.ts
function followBulk(rate, baseline, current) {
  const b = baseline.bulk;
  const c2 = current.bulk;
  if (b === void 0 || c2 === void 0 || baseline.problem !== void 0 || current.problem !== void 0) return { baseline, current };
  if (2 * b.offBulk < b.medians.length || 2 * c2.offBulk < c2.medians.length) return { baseline, current };
  const runs = b.medians.length + c2.medians.length;
  const offBulk = b.offBulk + c2.offBulk;
  const warning2 = { code: "run-median", offBulk, runs };
  return { baseline: atMedians(rate, baseline, b.medians, []), current: atMedians(rate, current, c2.medians, [warning2]) };
}
function atMedians(rate, side2, medians, warnings) {
  const mean = amean(medians);
  const display = rate ? medians.map((value) => 1 / value) : medians;
  return {
    ...side2,
    stats: { ...side2.stats, centre: rate ? 1 / mean : mean, sd: Math.sqrt(sampleVariance(display)) },
    moments: { mean, variance: sampleVariance(medians, mean), n: medians.length },
    values: [...medians],
    warnings: warnings.length === 0 ? side2.warnings : side2.warnings.concat(warnings),
    runCentre: "median"
  };
}

// src/compare/pending-rows.ts
var keyOf = (series) => seriesKey(series.benchmark, series.metric);
var DEFERRED_TEST = { test: "runs", result: null, warnings: [], deferred: true };
function testDeferred(rows, policy) {
  const method = methodOf(policy.test);
  for (const row3 of rows) {
    const test = row3.test;
    if (test?.deferred !== true) continue;
    const seed = method.rowSeed(keyOf(row3.series));
    row3.test = testRow(row3.baseline, row3.current, row3.settings.alpha, policy.test, seed, test.familySize);
  }
}
function pendingRows(baseline, current, making) {
  const { resolver, policy, analyse } = making;
  const baselineKeys = baseline.series.map(keyOf);
  const baselineByKey = /* @__PURE__ */ new Map();
  for (let i = 0; i < baseline.series.length; i++) baselineByKey.set(baselineKeys[i], baseline.series[i]);
  const rows = [];
  const familySize = policy.correction === "none" ? 1 : current.keys.filter((key2) => baselineByKey.has(key2)).length;
  for (let i = 0; i < current.set.series.length; i++) {
    const series = current.set.series[i];
    const key2 = current.keys[i];
    const currentSide = current.analyses[i] ?? null;
    const baseSeries = baselineByKey.get(key2);
    const settings = resolver.resolve(series.benchmark, series.metric);
    if (baseSeries === void 0) rows.push({ series, baseline: null, current: currentSide, test: null, settings });
    else rows.push(rowOnBothSides(series, key2, baseSeries, currentSide, settings, familySize, making));
  }
  for (let i = 0; i < baseline.series.length; i++) {
    const series = baseline.series[i];
    if (!current.keySet.has(baselineKeys[i]))
      rows.push({
        series,
        baseline: analyse(series, "baseline"),
        current: null,
        test: null,
        settings: resolver.resolve(series.benchmark, series.metric)
      });
  }
  return rows;
}
function rowOnBothSides(series, key2, baseSeries, currentSide, settings, familySize, making) {
  const { policy, analyse } = making;
  if (baseSeries.unit !== series.unit || baseSeries.better !== series.better) {
    const baseSide2 = analyse(baseSeries, "baseline");
    const reason = {
      code: "unit-clash",
      baselineUnit: baseSeries.unit,
      baselineBetter: baseSeries.better,
      currentUnit: series.unit,
      currentBetter: series.better
    };
    const test2 = { test: "none", result: null, reason, warnings: [] };
    return { series, baseline: baseSide2, current: currentSide, test: test2, settings, clash: { unit: baseSeries.unit, better: baseSeries.better } };
  }
  const analysed = analyse(baseSeries, "baseline");
  const sides = currentSide === null ? { baseline: analysed, current: null } : followBulk(series.better === "higher", analysed, currentSide);
  const baseSide = sides.baseline;
  const currentOfRow = sides.current;
  if (currentOfRow !== null && !settings.exact && isDeterministic(series, baseSeries, baseSide, currentOfRow))
    return { series, baseline: baseSide, current: currentOfRow, test: null, settings, deterministic: true };
  if (making.paired && currentOfRow !== null && !settings.exact) {
    const { test: test2, suite: suite2 } = pairedTest(baseSide, currentOfRow, settings.alpha, policy.test);
    return { series, baseline: baseSide, current: currentOfRow, test: test2, settings, ...suite2 !== void 0 && { suite: suite2 } };
  }
  const jobs = baseSeries.jobs === void 0 ? {} : { baselineJobs: baseSeries.jobs };
  const test = currentOfRow === null || settings.exact ? null : making.suiteModel && testedAcrossRuns(baseSide, currentOfRow) ? { ...DEFERRED_TEST, familySize } : testRow(baseSide, currentOfRow, settings.alpha, policy.test, methodOf(policy.test).rowSeed(key2), familySize);
  return { series, baseline: baseSide, current: currentOfRow, test, settings, ...jobs };
}
function constant(side2) {
  return side2.problem === void 0 && side2.stats.sd === 0 && side2.stats.min === side2.stats.max;
}
function isDeterministic(series, baseSeries, baseline, current) {
  if (series.exact === true && baseSeries.exact === true) return baseline.problem === void 0 && current.problem === void 0;
  if (!constant(baseline) || !constant(current)) return false;
  const quantity = parseUnit(series.unit).quantity;
  if (quantity !== "time" && quantity !== "rate") return true;
  if (baseline.stats.summaryOnly || current.stats.summaryOnly) return false;
  return baseline.stats.samples >= 2 && current.stats.samples >= 2;
}

// src/compare/run-advice.ts
function toolOfSide(side2) {
  for (const { format, tool } of side2.formats ?? []) {
    if (tool !== void 0) return { format, tool };
  }
  return void 0;
}
function formatsDifferWarning(baselines, current) {
  const ours = toolOfSide(current);
  if (ours === void 0) return void 0;
  for (const baseline of baselines) {
    const theirs = toolOfSide(baseline);
    if (theirs !== void 0 && theirs.tool !== ours.tool) return { code: "formats-differ", baseline: theirs.format, current: ours.format };
  }
  return void 0;
}
var GO_FORMATS = /* @__PURE__ */ new Set(["go", "go-json"]);
function oneGoProcess(side2) {
  const formats = side2.formats ?? [];
  return side2.set.runCount === 1 && formats.length > 0 && formats.every(({ format }) => GO_FORMATS.has(format));
}
function oneGoProcessWarning(baselines, current) {
  const sides = [...baselines.some(oneGoProcess) ? ["baseline"] : [], ...oneGoProcess(current) ? ["current"] : []];
  return sides.length === 0 ? void 0 : { code: "one-go-process", sides };
}

// src/model/samples.ts
var FIRST_CHUNK = 1 << 14;
var MAX_CHUNK = 1 << 22;
var StoredRun = class {
  constructor(chunk2, start, count) {
    this.chunk = chunk2;
    this.start = start;
    this.count = count;
  }
  chunk;
  start;
  count;
  kind = "samples";
  get samples() {
    return this.chunk.subarray(this.start, this.start + this.count);
  }
  /** As a run made of a list would print: its samples, never the chunk. */
  toJSON() {
    return { kind: "samples", samples: Array.from(this.samples) };
  }
};
function samplesArray(run2) {
  return run2 instanceof StoredRun ? run2.chunk : run2.samples;
}
function samplesStart(run2) {
  return run2 instanceof StoredRun ? run2.start : 0;
}
function samplesCount(run2) {
  return run2 instanceof StoredRun ? run2.count : run2.samples.length;
}
var chunk = new Float64Array(0);
var used = 0;
var allocated = 0;
function newChunk(count) {
  const size = Math.max(count, Math.min(MAX_CHUNK, Math.max(FIRST_CHUNK, allocated)));
  chunk = new Float64Array(new SharedArrayBuffer(8 * size));
  used = 0;
  allocated += size;
}
function reserveSamples(count) {
  if (chunk.length - used < count) newChunk(count);
  const run2 = new StoredRun(chunk, used, count);
  used += count;
  return run2;
}
function storeSamples(values, count = values.length) {
  const run2 = reserveSamples(count);
  const { chunk: into, start } = run2;
  for (let i = 0; i < count; i++) into[start + i] = values[i];
  return run2;
}
function appendSamples(run2, values, count) {
  const { chunk: from, start, count: length } = run2;
  if (from === chunk && start + length === used && chunk.length - used >= count) {
    for (let i = 0; i < count; i++) chunk[used + i] = values[i];
    used += count;
    return new StoredRun(chunk, start, length + count);
  }
  const grown = reserveSamples(length + count);
  const { chunk: into, start: at } = grown;
  for (let i = 0; i < length; i++) into[at + i] = from[start + i];
  for (let i = 0; i < count; i++) into[at + length + i] = values[i];
  return grown;
}

// src/stats/outliers.ts
var TUKEY_MIN_SAMPLES = 4;
function tukeyCountsSortedInto(sorted, length, out, at) {
  let mild = 0;
  let severe = 0;
  if (length >= TUKEY_MIN_SAMPLES) {
    const q1 = quantileSorted(sorted, 0.25, length);
    const q3 = quantileSorted(sorted, 0.75, length);
    const iqr = q3 - q1;
    const severeLow = q1 - 3 * iqr;
    const severeHigh = q3 + 3 * iqr;
    const mildLow = q1 - 1.5 * iqr;
    const mildHigh = q3 + 1.5 * iqr;
    for (let i = 0; i < length; i++) {
      const v = sorted[i];
      const isSevere = v < severeLow || v > severeHigh;
      severe += isSevere ? 1 : 0;
      mild += !isSevere && (v < mildLow || v > mildHigh) ? 1 : 0;
    }
  }
  out[at] = mild;
  out[at + 1] = severe;
}
function tukeyCountsSorted(sorted, length = sorted.length) {
  const counts = tukeyCountsScratch.take(2);
  tukeyCountsSortedInto(sorted, length, counts, 0);
  return { mild: counts[0], severe: counts[1] };
}
function tukeyCounts(values, from = 0, length = values.length - from) {
  if (length < TUKEY_MIN_SAMPLES) return { mild: 0, severe: 0 };
  const copy = tukeyScratch.take(length);
  for (let i = 0; i < length; i++) copy[i] = values[from + i];
  sortInPlace(copy, length);
  return tukeyCountsSorted(copy, length);
}

// src/stats/subselection.ts
var SUBSELECTION_DRAWS = 100;
var SUBSELECTION_MIN_SAMPLES = 5;
var TAIL_STRIDE = 4;
var OFF_BULK_SPREADS = 2;
var OFF_BULK_MIN_SAMPLES = 10;
var SIXTEEN_BIT_LIMIT = 65536;
function medianDeviationSorted(sorted, n, median) {
  let left = 0;
  while (left + 1 < n && sorted[left + 1] <= median) left++;
  let right = left + 1;
  const lowRank = n - 1 >> 1;
  const highRank = n >> 1;
  let low = 0;
  for (let rank2 = 0; rank2 <= highRank; rank2++) {
    const toLeft = left >= 0 ? median - sorted[left] : Infinity;
    const toRight = right < n ? sorted[right] - median : Infinity;
    const distance = toLeft <= toRight ? toLeft : toRight;
    if (toLeft <= toRight) left--;
    else right++;
    if (rank2 === lowRank) low = distance;
    if (rank2 === highRank) return (low + distance) / 2;
  }
  return low;
}
function subselectionMedianMeanAt(samples, from, end, seed, draws = SUBSELECTION_DRAWS, reciprocal2 = false, tukey, at = 0, tails, tailAt = 0) {
  if (tukey !== void 0) tukey[at] = -1;
  const n = end - from;
  const values = reciprocal2 ? reciprocalsOf(samples, from, n) : samples;
  const start = reciprocal2 ? 0 : from;
  const mean = meanOf(values, start, n);
  if (tails !== void 0) plainTails(tails, tailAt, n, mean);
  if (n < SUBSELECTION_MIN_SAMPLES) return mean;
  if (isConstant(values, start, n)) {
    if (tails !== void 0) tails[tailAt + 2] = values[start];
    return values[start];
  }
  const sorted = sortedCopy(values, start, n);
  if (tukey !== void 0 && !reciprocal2) tukeyCountsSortedInto(sorted, n, tukey, at);
  const q1 = quantileSorted(sorted, 0.25, n);
  const q3 = quantileSorted(sorted, 0.75, n);
  const median = quantileSorted(sorted, 0.5, n);
  const bulkLimit = OFF_BULK_SPREADS * Math.max(medianDeviationSorted(sorted, n, median), (q3 - q1) / 10);
  if (tails !== void 0) tails[tailAt + 2] = median;
  const deviations = fencedDeviations(values, start, n, q1 - 3 * (q3 - q1), q3 + 3 * (q3 - q1), mean, sorted, tails, tailAt);
  const value = medianByBuckets(subselectionMeans(deviations, n, mean, draws, seed), draws);
  if (tails !== void 0) tails[tailAt + 3] = n >= OFF_BULK_MIN_SAMPLES && bulkLimit > 0 && Math.abs(value - median) > bulkLimit ? 1 : 0;
  return value;
}
function reciprocalsOf(samples, from, n) {
  const reciprocals = reciprocalsScratch.take(n);
  for (let i = 0; i < n; i++) reciprocals[i] = 1 / samples[from + i];
  return reciprocals;
}
function meanOf(values, start, n) {
  let sum = 0;
  for (let i = start; i < start + n; i++) sum += values[i];
  return sum / n;
}
function plainTails(tails, tailAt, n, mean) {
  tails[tailAt] = n < SUBSELECTION_MIN_SAMPLES ? NaN : 0;
  tails[tailAt + 1] = mean;
  tails[tailAt + 2] = mean;
  tails[tailAt + 3] = 0;
}
function isConstant(values, start, n) {
  const first = values[start];
  for (let i = start + 1; i < start + n; i++) if (values[i] !== first) return false;
  return true;
}
function sortedCopy(values, start, n) {
  const sorted = deviationsScratch.take(n);
  for (let i = 0; i < n; i++) sorted[i] = values[start + i];
  sortInPlace(sorted, n);
  return sorted;
}
function fencedDeviations(values, start, n, lowFence, highFence, mean, into, tails, tailAt) {
  let beyond = 0;
  for (let i = 0; i < n; i++) {
    const value = values[start + i];
    into[i] = (value < lowFence ? lowFence : value > highFence ? highFence : value) - mean;
    beyond += value < lowFence || value > highFence ? 1 : 0;
  }
  if (tails !== void 0) {
    tails[tailAt] = beyond;
    tails[tailAt] /= n;
  }
  return into;
}
function subselectionMeans(deviations, n, mean, draws, seed) {
  const keep = Math.floor(4 * n / 5);
  const drop = n - keep;
  const order = orderScratch.take(n);
  let total = 0;
  for (let i = 0; i < n; i++) {
    total += deviations[i];
    order[i] = i;
  }
  const means = meansScratch.take(draws);
  const sixteenBits = n <= SIXTEEN_BIT_LIMIT;
  let state = seed | 0;
  if (sixteenBits && drop % 2 === 0) {
    for (let draw = 0; draw < draws; draw++) {
      let dropped = 0;
      for (let i = 0; i < drop; i += 2) {
        state = state + 1831565813 | 0;
        const word = mulberryOutput(state);
        const j = i + ((word >>> 16) * (n - i) >>> 16);
        const picked = order[j];
        order[j] = order[i];
        order[i] = picked;
        dropped += deviations[picked];
        const k = i + 1 + ((word & 65535) * (n - i - 1) >>> 16);
        const paired = order[k];
        order[k] = order[i + 1];
        order[i + 1] = paired;
        dropped += deviations[paired];
      }
      means[draw] = mean + (total - dropped) / keep;
    }
    return means;
  }
  let spare = -1;
  for (let draw = 0; draw < draws; draw++) {
    let dropped = 0;
    for (let i = 0; i < drop; i++) {
      let j;
      if (spare >= 0) {
        j = i + (spare * (n - i) >>> 16);
        spare = -1;
      } else {
        state = state + 1831565813 | 0;
        const word = mulberryOutput(state);
        if (sixteenBits) {
          j = i + ((word >>> 16) * (n - i) >>> 16);
          spare = word & 65535;
        } else {
          j = i + Math.floor(word / 4294967296 * (n - i));
        }
      }
      const picked = order[j];
      order[j] = order[i];
      order[i] = picked;
      dropped += deviations[picked];
    }
    means[draw] = mean + (total - dropped) / keep;
  }
  return means;
}
function mulberryOutput(state) {
  let z = state;
  z = Math.imul(z ^ z >>> 15, z | 1);
  z ^= z + Math.imul(z ^ z >>> 7, z | 61);
  return (z ^ z >>> 14) >>> 0;
}

// src/stats/subselection-jobs.ts
var NEXT = 0;
var DONE = 1;
var CHUNKS = 2;
var CHUNK_SIZE = 3;
var PARALLEL_MIN_SAMPLES = 5e5;
var HELPER_MIN_SAMPLES = 2e4;
var JOBS_PER_CHUNK = 256;
function computeChunk(shared, chunk2) {
  const size = shared.control[CHUNK_SIZE];
  const jobs = shared.seeds.length;
  const { sources, source, starts, ends, reciprocal: reciprocal2, seeds, results, tukey, tails } = shared;
  for (let job = chunk2 * size, last = Math.min(jobs, (chunk2 + 1) * size); job < last; job++) {
    results[job] = subselectionMedianMeanAt(
      sources[source[job]],
      starts[job],
      ends[job],
      seeds[job],
      SUBSELECTION_DRAWS,
      reciprocal2[job] === 1,
      tukey,
      2 * job,
      tails,
      TAIL_STRIDE * job
    );
  }
}
function drainChunks(shared, mark) {
  const chunks = shared.control[CHUNKS];
  for (; ; ) {
    const chunk2 = Atomics.add(shared.control, NEXT, 1);
    if (chunk2 >= chunks) return;
    computeChunk(shared, chunk2);
    Atomics.store(shared.chunkDone, chunk2, mark);
    Atomics.add(shared.control, DONE, 1);
    Atomics.notify(shared.control, DONE);
  }
}
function allocateJobs(jobs, samples, sources) {
  const chunks = Math.ceil(jobs / JOBS_PER_CHUNK);
  const shared = {
    sources,
    samples,
    source: new Int32Array(new SharedArrayBuffer(4 * jobs)),
    starts: new Int32Array(new SharedArrayBuffer(4 * jobs)),
    ends: new Int32Array(new SharedArrayBuffer(4 * jobs)),
    reciprocal: new Uint8Array(new SharedArrayBuffer(jobs)),
    seeds: new Int32Array(new SharedArrayBuffer(4 * jobs)),
    results: new Float64Array(new SharedArrayBuffer(8 * jobs)),
    tukey: new Int32Array(new SharedArrayBuffer(8 * jobs)),
    tails: new Float64Array(new SharedArrayBuffer(8 * TAIL_STRIDE * jobs)),
    control: new Int32Array(new SharedArrayBuffer(16)),
    chunkDone: new Int32Array(new SharedArrayBuffer(4 * chunks))
  };
  shared.control[CHUNKS] = chunks;
  shared.control[CHUNK_SIZE] = JOBS_PER_CHUNK;
  return shared;
}

// src/compare/subselect-runs.ts
function seriesSeed(benchmark, metric) {
  return seedFromString(seriesKey(benchmark, metric));
}
function seedOfRun(seriesSeed2, runIndex) {
  return seriesSeed2 + Math.imul(runIndex + 1, 2654435769) >>> 0;
}
function madFilterRuns(series) {
  const dropped = [];
  const runs = series.runs.map((run2) => {
    if (run2.kind !== "samples") {
      dropped.push(0);
      return run2;
    }
    const filtered = madFilter(Array.from(run2.samples));
    dropped.push(filtered.dropped);
    return { kind: "samples", samples: Float64Array.from(filtered.kept) };
  });
  return { series: { ...series, runs }, dropped };
}
var NO_RUNS = { runs: [] };
function runsToSubselect(original, outlierMode) {
  if (original.runs.length < 2) return NO_RUNS;
  const filtered = outlierMode === "mad" ? madFilterRuns(original) : void 0;
  const series = filtered?.series ?? original;
  if (series.better === "higher" && !series.runs.every((run2) => run2.kind !== "samples" || allPositive(run2))) return NO_RUNS;
  return filtered === void 0 ? { runs: series.runs } : { runs: series.runs, filtered };
}
function allPositive(run2) {
  const values = samplesArray(run2);
  const start = samplesStart(run2);
  for (let i = start, end = start + samplesCount(run2); i < end; i++) if (!(values[i] > 0)) return false;
  return true;
}
function subselectHere(original, outlierMode) {
  const { runs, filtered } = runsToSubselect(original, outlierMode);
  if (runs.length === 0) return void 0;
  const series = filtered?.series ?? original;
  const rate = series.better === "higher";
  const tukey = runTukeyScratch.take(2 * runs.length);
  const tails = runTailsScratch.take(TAIL_STRIDE * runs.length);
  const seed = seriesSeed(series.benchmark, series.metric);
  const values = new Array(runs.length);
  let job = 0;
  for (let index = 0; index < runs.length; index++) {
    const run2 = runs[index];
    if (run2.kind !== "samples") continue;
    const start = samplesStart(run2);
    values[index] = subselectionMedianMeanAt(
      samplesArray(run2),
      start,
      start + samplesCount(run2),
      seedOfRun(seed, index),
      SUBSELECTION_DRAWS,
      rate,
      tukey,
      2 * job,
      tails,
      TAIL_STRIDE * job
    );
    job++;
  }
  return { values, tukey, tails, firstJob: 0, filtered };
}
function readRunValues(series, rate, computed2, perRun, samples) {
  const runs = series.runs.length;
  let shares = new Array(runs);
  let medians = new Array(runs);
  let offBulk = 0;
  let plain = 0;
  const { values, tails } = computed2;
  let job = computed2.firstJob;
  for (let index = 0; index < runs; index++) {
    const run2 = series.runs[index];
    if (run2.kind === "summary") {
      perRun[index] = rate ? 1 / run2.summary.mean : run2.summary.mean;
      shares = void 0;
      medians = void 0;
      continue;
    }
    perRun[index] = values[index];
    const at = TAIL_STRIDE * job;
    const share2 = tails[at];
    plain += tails[at + 1];
    if (medians !== void 0) medians[index] = tails[at + 2];
    offBulk += tails[at + 3];
    job++;
    if (shares !== void 0) {
      if (Number.isNaN(share2)) shares = void 0;
      else shares[index] = share2;
    }
  }
  return {
    tail: shares === void 0 ? void 0 : { shares, samplesPerRun: samples / runs, plainMean: plain / runs },
    bulk: medians === void 0 ? void 0 : { medians, offBulk }
  };
}

// src/compare/run-values.ts
var Sources = class {
  views = [];
  index = /* @__PURE__ */ new Map();
  last;
  lastIndex = -1;
  /** The index of the shared memory a run's samples are in (samplesArray), or -1 when they must be copied. */
  of(run2) {
    const array = samplesArray(run2);
    if (array === this.last) return this.lastIndex;
    let found = this.index.get(array);
    if (found === void 0) {
      if (!(array.buffer instanceof SharedArrayBuffer) || array.byteOffset !== 0 || array.byteLength !== array.buffer.byteLength) return -1;
      found = this.views.length;
      this.views.push(array);
      this.index.set(array, found);
    }
    this.last = array;
    this.lastIndex = found;
    return found;
  }
};
function startRunValues(sets, outlierMode, pool) {
  const work = [];
  const sources = new Sources();
  let jobs = 0;
  let samples = 0;
  let copied = 0;
  for (const set of sets)
    for (let s = 0; s < set.series.length; s++) {
      const series = set.series[s];
      const { runs, filtered } = runsToSubselect(series, outlierMode);
      if (runs.length === 0) continue;
      work.push({ series, runs, filtered });
      for (let r = 0; r < runs.length; r++) {
        const run2 = runs[r];
        if (run2.kind === "samples") {
          const count = samplesCount(run2);
          jobs++;
          samples += count;
          if (sources.of(run2) < 0) copied += count;
        }
      }
    }
  const copies = copied === 0 ? void 0 : new Float64Array(new SharedArrayBuffer(8 * copied));
  const copiesIndex = sources.views.length;
  const shared = allocateJobs(jobs, samples, copies === void 0 ? sources.views : [...sources.views, copies]);
  let job = 0;
  let offset = 0;
  const { source, starts, ends, reciprocal: reciprocal2, seeds } = shared;
  for (let w = 0; w < work.length; w++) {
    const { series, runs } = work[w];
    const rate = series.better === "higher" ? 1 : 0;
    const seed = seriesSeed(series.benchmark, series.metric);
    for (let index = 0; index < runs.length; index++) {
      const run2 = runs[index];
      if (run2.kind !== "samples") continue;
      const at = sources.of(run2);
      const count = samplesCount(run2);
      if (at >= 0) {
        source[job] = at;
        starts[job] = samplesStart(run2);
      } else {
        copies.set(run2.samples, offset);
        source[job] = copiesIndex;
        starts[job] = offset;
        offset += count;
      }
      ends[job] = starts[job] + count;
      reciprocal2[job] = rate;
      seeds[job] = seedOfRun(seed, index) | 0;
      job++;
    }
  }
  pool.start(shared);
  return { shared, work };
}
function finishRunValues(started, pool, into) {
  const { shared, work } = started;
  pool.finish(shared);
  let job = 0;
  for (let w = 0; w < work.length; w++) {
    const { series, runs, filtered } = work[w];
    const firstJob = job;
    const perRun = new Array(runs.length);
    for (let index = 0; index < runs.length; index++) if (runs[index].kind === "samples") perRun[index] = shared.results[job++];
    into.set(series, { values: perRun, tukey: shared.tukey, tails: shared.tails, firstJob, filtered });
  }
}
function computeRunValues(current, baselines, outlierMode, pool, baselinesReady) {
  const values = /* @__PURE__ */ new Map();
  const baselineJobs = startRunValues(baselines, outlierMode, pool);
  const currentJobs = startRunValues([current], outlierMode, pool);
  finishRunValues(baselineJobs, pool, values);
  baselinesReady(values);
  finishRunValues(currentJobs, pool, values);
  return values;
}

// src/model/significance.ts
var DEFAULT_SIGNIFICANCE = { alpha: 0.05, noise: 0.02 };

// src/compare/policy.ts
var FAIL_ON_VALUES = ["regression", "undecided", "never"];
var OUTLIER_MODES = ["report", "mad"];
var RUNNER_MISMATCH_MODES = ["warn", "neutral", "fail"];
var DEFAULT_POLICY = {
  ...DEFAULT_SIGNIFICANCE,
  // Chosen by simulation (docs/statistics.md, The headline): a quiet one-job A/A suite at 5 runs is certified most of the time, a planted +10% almost never.
  certify: 0.05,
  correction: "bh",
  failOn: "regression",
  outliers: "report",
  onRunnerMismatch: "warn",
  test: "welch",
  jobEffectBound: 0.25
};
var RUN_CORRECTION = "bonferroni";

// src/compare/sequential.ts
function lookLevel(look, looks, alpha, rows) {
  const weight = look >= looks ? 1 / looks : 1 / (look * (look + 1));
  return alpha * weight / Math.max(1, rows);
}
function sequenceFamily(asked, rows) {
  return asked === "none" ? { correction: "none", rows: 1 } : { correction: RUN_CORRECTION, rows };
}
function lookCount(minPairs, maxPairs) {
  return Math.max(1, maxPairs - minPairs + 1);
}
function isDecided(row3, noise) {
  if (row3.verdict === "regression" || row3.verdict === "improvement" || row3.verdict === "added" || row3.verdict === "removed") return true;
  if (row3.test === "exact") return true;
  if (row3.changeCI === null) return false;
  const [low, high] = row3.changeCI;
  return low !== null && high !== null && low >= -noise && high <= noise;
}
function rowAtLook(row3, look, noise) {
  const scaled = row3.pValue === null ? row3 : { ...row3, pAdjusted: Math.min(1, row3.pValue * (look.alpha / look.level)) };
  if (isDecided(scaled, noise) || row3.test === "none") return scaled;
  return {
    ...scaled,
    verdict: "inconclusive",
    reason: {
      code: "not-decided-after",
      pairs: look.pairs,
      noise,
      ...row3.sampleSize !== null && { morePairs: Math.max(0, row3.sampleSize.perSide - look.pairs) }
    }
  };
}

// src/compare/side.ts
var NONE_DROPPED = [];
var reciprocal = (value) => 1 / value;
function analyseSide(original, side2, outlierMode = "report", computed2) {
  const precomputed = computed2 ?? subselectHere(original, outlierMode);
  const filtered = outlierMode === "mad" ? precomputed?.filtered ?? madFilterRuns(original) : void 0;
  const series = filtered?.series ?? original;
  const rate = series.better === "higher";
  const pool = poolRuns(series, precomputed, filtered?.dropped ?? NONE_DROPPED);
  const shape = describePool(pool, series.runs.length, rate);
  const warnings = [];
  if (shape.summaryOnly) warnings.push(summaryOnlyWarning(side2, shape.runs, pool));
  if (rate && !(shape.min > 0)) {
    const problem = { code: "rate-not-positive", side: side2, min: shape.min };
    return { stats: sideStats(shape, shape.runs, amean(pool.values, pool.length), 0), moments: { mean: 0, variance: 0, n: 0 }, values: [], problem, warnings };
  }
  const first = series.runs[0];
  if (series.runs.length === 1 && first !== void 0)
    return first.kind === "summary" ? summarySide(first.summary, shape, rate, side2, warnings) : samplesSide(first, shape, rate, warnings);
  return perRunSide(series, rate, precomputed, shape, warnings);
}
function poolRuns(series, precomputed, dropped) {
  let length = 0;
  for (let index = 0; index < series.runs.length; index++) {
    const run2 = series.runs[index];
    length += run2.kind === "samples" ? samplesCount(run2) : 1;
  }
  const pooled = pooledScratch.take(length);
  const tukey = precomputed?.tukey;
  let job = precomputed?.firstJob ?? 0;
  const singleRun = series.runs.length === 1 && series.runs[0]?.kind === "samples" && !(tukey !== void 0 && tukey[2 * job] >= 0);
  let filled = 0;
  let mild = 0;
  let severe = 0;
  let droppedCount = 0;
  let samples = 0;
  let summaryRuns = 0;
  let gave;
  for (let index = 0; index < series.runs.length; index++) {
    const run2 = series.runs[index];
    if (run2.kind === "samples") {
      const values = samplesArray(run2);
      const start = samplesStart(run2);
      const count = samplesCount(run2);
      if (tukey !== void 0 && tukey[2 * job] >= 0) {
        mild += tukey[2 * job];
        severe += tukey[2 * job + 1];
      } else if (!singleRun) {
        const counts = tukeyCounts(values, start, count);
        mild += counts.mild;
        severe += counts.severe;
      }
      job++;
      droppedCount += dropped[index] ?? 0;
      for (let i = start; i < start + count; i++) pooled[filled++] = values[i];
      samples += count;
    } else {
      summaryRuns++;
      const kind = summaryKind(run2.summary);
      gave = gave === void 0 || gave === kind ? kind : null;
      pooled[filled++] = run2.summary.mean;
      samples += run2.summary.n;
    }
  }
  return { values: pooled, length, samples, mild, severe, dropped: droppedCount, summaryRuns, gave, singleRun };
}
function describePool(pool, runs, rate) {
  const { values, length } = pool;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < length; i++) {
    const value = values[i];
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const geometric = gmean(values, length);
  let { mild, severe } = pool;
  let median;
  if (pool.singleRun && !(rate && !(min > 0))) {
    sortInPlace(values, length);
    const counts = tukeyCountsSorted(values, length);
    mild += counts.mild;
    severe += counts.severe;
    median = medianSorted(values, length);
  } else {
    if (pool.singleRun) {
      const counts = tukeyCounts(values, 0, length);
      mild += counts.mild;
      severe += counts.severe;
    }
    median = rate && !(min > 0) ? medianInPlace(values, length) : medianByBuckets(values, length);
  }
  const outliers = { mild, severe, dropped: pool.dropped };
  return { runs, samples: pool.samples, min, max, median, gmean: geometric, outliers, summaryOnly: pool.summaryRuns > 0 };
}
function sideStats(shape, n, centre2, sd) {
  const { runs, samples, min, max, median, gmean: gmean2, outliers, summaryOnly } = shape;
  return { n, runs, samples, centre: centre2, sd, min, max, median, gmean: gmean2, outliers, summaryOnly };
}
function summaryKind(summary) {
  if (summary.median === true) return "median";
  return summary.sd === void 0 ? "mean" : "mean-sd";
}
function summaryOnlyWarning(side2, runs, pool) {
  const { summaryRuns, gave } = pool;
  return { code: "summary-only", side: side2, runs, summaryRuns, ...gave !== void 0 && gave !== null && { summary: gave } };
}
function summarySide(summary, shape, rate, side2, warnings) {
  const { mean, sd, n } = summary;
  if (sd === void 0) {
    const problem = { code: "mean-only", side: side2 };
    return { stats: sideStats(shape, 1, mean, 0), moments: { mean: rate ? 1 / mean : mean, variance: 0, n: 1 }, values: [], problem, warnings };
  }
  const moments = rate ? { mean: 1 / mean, variance: (sd / (mean * mean)) ** 2, n } : { mean, variance: sd * sd, n };
  return { stats: sideStats(shape, n, mean, sd), moments, values: [], warnings };
}
function samplesSide(run2, shape, rate, warnings) {
  const samples = samplesArray(run2);
  const start = samplesStart(run2);
  const testValues = new Array(samplesCount(run2));
  for (let i = 0; i < testValues.length; i++) testValues[i] = rate ? 1 / samples[start + i] : samples[start + i];
  const mean = amean(testValues);
  const moments = { mean, variance: sampleVariance(testValues, mean), n: testValues.length };
  const sd = rate ? Math.sqrt(sampleVariance(run2.samples)) : Math.sqrt(moments.variance);
  return { stats: sideStats(shape, moments.n, rate ? 1 / mean : mean, sd), moments, values: testValues, warnings };
}
function perRunSide(series, rate, computed2, shape, warnings) {
  const perRun = new Array(shape.runs);
  const { tail: tail2, bulk } = readRunValues(series, rate, computed2, perRun, shape.samples);
  const mean = amean(perRun);
  const moments = { mean, variance: sampleVariance(perRun, mean), n: perRun.length };
  const perRunScale = rate ? perRun.map(reciprocal) : perRun;
  const sd = Math.sqrt(sampleVariance(perRunScale));
  return { stats: sideStats(shape, moments.n, rate ? 1 / mean : mean, sd), moments, values: perRun, warnings, tail: tail2, bulk };
}

// src/stats/tail-share.ts
function angularMoments(shares, samplesPerRun) {
  const angles = shares.map((share2) => Math.asin(Math.sqrt(share2)));
  const mean = amean(angles);
  return { mean, variance: Math.max(sampleVariance(angles, mean), 1 / (4 * samplesPerRun)), n: angles.length };
}
function tailShareTest(baseline, current) {
  const { diff, se2, df } = welchTerms(angularMoments(baseline.shares, baseline.samplesPerRun), angularMoments(current.shares, current.samplesPerRun));
  const t = diff / Math.sqrt(se2);
  return { t, df, p: studentTTwoSidedP(t, df) };
}

// src/compare/tail.ts
var allZero = (shares) => {
  for (let i = 0; i < shares.length; i++) if (shares[i] !== 0) return false;
  return true;
};
function candidate(row3) {
  const { baseline, current } = row3;
  if (baseline === null || current === null || row3.clash !== void 0 || row3.deterministic === true || row3.settings.exact) return void 0;
  const baseTail = baseline.tail;
  const currentTail = current.tail;
  if (baseTail === void 0 || currentTail === void 0) return void 0;
  if (allZero(baseTail.shares) && allZero(currentTail.shares)) return void 0;
  const better = row3.series.better;
  const robust = change(better, baseline.moments.mean, current.moments.mean);
  const plain = change(better, baseTail.plainMean, currentTail.plainMean);
  if (robust === null || plain === null) return void 0;
  const test = tailShareTest(baseTail, currentTail);
  if (!Number.isFinite(test.p)) return void 0;
  return {
    row: row3,
    p: test.p,
    finding: {
      code: "tail-changed",
      baselineShare: amean(baseTail.shares),
      currentShare: amean(currentTail.shares),
      robustChange: robust,
      plainChange: plain
    }
  };
}
function change(better, baseline, current) {
  const { change: value } = relativeChange(better, baseline, current - baseline, null);
  return value !== null && Number.isFinite(value) ? value : null;
}
function findTailChanges(rows, policy) {
  const candidates = [];
  for (const row3 of rows) {
    const found = candidate(row3);
    if (found !== void 0) candidates.push(found);
  }
  const changed = /* @__PURE__ */ new Map();
  if (candidates.length === 0) return changed;
  const adjusted = adjustPValues(
    candidates.map((found) => found.p),
    policy.correction
  );
  candidates.forEach((found, i) => {
    const pAdjusted = adjusted[i];
    const { row: row3, finding } = found;
    if (pAdjusted < row3.settings.alpha && Math.abs(finding.plainChange - finding.robustChange) > row3.settings.noise)
      changed.set(row3, { ...finding, pAdjusted });
  });
  return changed;
}
function withTailChange(row3, tail2, noteOnly = false) {
  if (tail2 === void 0) return row3;
  if (!noteOnly && (row3.verdict === "unchanged" || row3.verdict === "noise")) return { ...row3, verdict: "inconclusive", reason: tail2, sampleSize: null };
  return { ...row3, warnings: [...row3.warnings, tail2] };
}

// src/compare/compare.ts
function compareSampleSets(baselines, current, policy, config = EMPTY_CONFIG, options = {}) {
  const paired = options.paired === true;
  const sameJob = paired || options.sameJob === true;
  const resolver = new RowSettingsResolver(config, policy);
  const currentSet = resolver.apply(current.set);
  const baselineSets = baselines.map((baseline) => resolver.apply(baseline.set));
  const analyse = sideAnalyser(currentSet, baselineSets, policy, options.pool);
  const currentKeys = currentSet.series.map(keyOf);
  const currentSide = {
    set: currentSet,
    keys: currentKeys,
    keySet: new Set(currentKeys),
    analyses: currentSet.series.map((series) => analyse(series, "current"))
  };
  const context = { current: currentSide, resolver, policy, options, paired, sameJob, analyse };
  const findings = { comparisons: [], suites: [], machineShifts: [] };
  baselineSets.forEach((baselineSet, reference) => {
    const cpusDiffer = differentCpuModels(baselines[reference]?.set.context?.runner, current.set.context?.runner);
    compareReference(baselineSet, reference, policy.jobEffectBound * (cpusDiffer ? 2 : 1), context, findings);
  });
  const report2 = reportOf(baselines, current, policy, options, sameJob, findings);
  const examples2 = currentSet.series.slice(0, 2).map((series) => `"${series.benchmark}" ${series.metric}`);
  const unused = resolver.unusedRules().map(({ index, rule }) => ({ code: "unused-rule", rule: index + 1, benchmark: rule.benchmark, metric: rule.metric, examples: examples2 }));
  const goProcess = oneGoProcessWarning(baselines, current);
  const formats = formatsDifferWarning(baselines, current);
  const overlap = checkOverlap(report2, formats);
  const warnings = [
    ...formats === void 0 ? [] : [formats],
    ...goProcess === void 0 ? [] : [goProcess],
    ...overlap,
    ...findings.machineShifts,
    ...unused
  ];
  return warnings.length === 0 ? report2 : { ...report2, warnings };
}
function sideAnalyser(currentSet, baselineSets, policy, pool) {
  const baselineAnalyses = /* @__PURE__ */ new Map();
  const runValues2 = pool === void 0 ? void 0 : computeRunValues(currentSet, baselineSets, policy.outliers, pool, (values) => {
    for (const set of baselineSets)
      for (const series of set.series) baselineAnalyses.set(series, analyseSide(series, "baseline", policy.outliers, values.get(series)));
  });
  return (series, side2) => (side2 === "baseline" ? baselineAnalyses.get(series) : void 0) ?? analyseSide(series, side2, policy.outliers, runValues2?.get(series));
}
function compareReference(baselineSet, reference, jobEffectBound, context, into) {
  const { policy, paired, sameJob, options } = context;
  const suite2 = methodOf(policy.test).suiteRole({ paired, sameJob });
  const rows = pendingRows(baselineSet, context.current, {
    resolver: context.resolver,
    policy,
    paired,
    analyse: context.analyse,
    suiteModel: suite2 === "tests"
  });
  if (paired) for (const group of byMetric(rows)) removeCommonShift(group, policy.alpha, policy.test);
  const suiteSettings = { alpha: policy.alpha, betweenJobs: !sameJob, noise: policy.noise, keepOwnTest: suite2 === "beside", jobEffectBound };
  const groups = suite2 === "none" ? [] : analyseSuites(rows, suiteSettings);
  testDeferred(rows, policy);
  for (const group of groups)
    if (group.fit.machineShift !== null)
      into.machineShifts.push({ code: "machine-shift", metric: group.metric, change: Math.expm1(group.fit.machineShift), spread: group.fit.betweenJobSd });
  const families = adjustFamilies(rows, groups, policy);
  const tails = findTailChanges(rows, policy);
  const levels2 = { marginal: options.marginalAlpha, sizing: options.sizingLevel };
  for (const row3 of rows) {
    const finished = finishRow(row3, families.byRow.get(row3) ?? null, reference, policy, families.rows, levels2);
    const atLook = options.look === void 0 ? finished : rowAtLook(finished, options.look, row3.settings.noise);
    into.comparisons.push(withTailChange(atLook, tails.get(row3), options.look !== void 0));
  }
  groups.forEach((group, i) => {
    const line = families.lines[i];
    into.suites.push(suiteLine(group, reference, line.pAdjusted, policy, line.family, !sameJob, jobEffectBound));
  });
}
function adjustFamilies(rows, groups, policy) {
  const tested = rows.filter((row3) => row3.test?.result !== null && row3.test?.result !== void 0);
  const shifts = groups.filter((group) => group.fit.baselineJobs < 2);
  const judgedByJobs = groups.filter((group) => group.fit.baselineJobs >= 2);
  const adjusted = adjustPValues([...tested.map((row3) => row3.test?.result?.p ?? 1), ...shifts.map((group) => group.fit.shift.p)], policy.correction);
  const adjustedByJobs = adjustPValues(
    judgedByJobs.map((group) => group.fit.shift.p),
    policy.correction
  );
  const family = adjusted.length;
  const lines = groups.map((group) => {
    const byJobs = judgedByJobs.indexOf(group);
    if (byJobs >= 0) return { pAdjusted: adjustedByJobs[byJobs] ?? null, family: judgedByJobs.length };
    const index = shifts.indexOf(group);
    return { pAdjusted: index < 0 ? null : adjusted[tested.length + index] ?? null, family };
  });
  return { byRow: new Map(tested.map((row3, i) => [row3, adjusted[i] ?? null])), rows: family, lines };
}
function byMetric(rows) {
  const groups = /* @__PURE__ */ new Map();
  for (const row3 of rows) {
    const key2 = `${row3.series.metric}\0${row3.series.unit}\0${row3.series.better}`;
    const group = groups.get(key2);
    if (group === void 0) groups.set(key2, [row3]);
    else group.push(row3);
  }
  return [...groups.values()];
}
function reportOf(baselines, current, policy, options, sameJob, { comparisons, suites }) {
  const summary = countVerdicts(comparisons);
  const labels = baselines.map(sideLabel);
  const currentLabel2 = sideLabel(current);
  const { gate: gate2, gateReason, runnersDiffer } = gateOfReport(policy, { comparisons, suites, baselines: labels, current: currentLabel2 }, options.accepted);
  return {
    benchgate: 1,
    alpha: options.look?.alpha ?? policy.alpha,
    noise: policy.noise,
    correction: options.look?.correction ?? policy.correction,
    baseline: labels[0] ?? { label: "none", runs: 0 },
    baselines: labels,
    current: currentLabel2,
    summary,
    comparisons,
    suites,
    runnersDiffer,
    sameJob,
    gate: gate2,
    gateReason,
    warnings: [],
    ...options.paired === true && { design: pairedDesign(current.set.runCount, policy, options.look) },
    headline: certify(comparisons, suites, policy.certify)
  };
}
function pairedDesign(pairs, policy, look) {
  const design2 = { kind: "paired", pairs, test: pairedTestName(policy.test) };
  if (look === void 0) return design2;
  return { ...design2, interleaved: true, ...look.stopped !== void 0 && { stopped: look.stopped }, looks: look.looks };
}

// src/formats/number.ts
var DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
function parseDecimal(text3) {
  if (!DECIMAL.test(text3)) return void 0;
  const value = Number(text3);
  return Number.isFinite(value) ? value : void 0;
}
var POWERS_OF_TEN = [
  1,
  10,
  100,
  1e3,
  1e4,
  1e5,
  1e6,
  1e7,
  1e8,
  1e9,
  1e10,
  1e11,
  1e12,
  1e13,
  1e14,
  1e15,
  1e16,
  1e17,
  1e18,
  1e19,
  1e20,
  1e21,
  1e22
];
function parseDecimalAt(text3, start, end) {
  let mantissa = 0;
  let digits = 0;
  let fraction2 = -1;
  for (let i = start; i < end; i++) {
    const code = text3.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      mantissa = mantissa * 10 + (code - 48);
      digits++;
      if (fraction2 >= 0) fraction2++;
    } else if (code === 46 && fraction2 < 0) {
      fraction2 = 0;
    } else {
      return parseDecimal(text3.slice(start, end));
    }
  }
  if (digits === 0 || digits > 15) return parseDecimal(text3.slice(start, end));
  return fraction2 > 0 ? mantissa / POWERS_OF_TEN[fraction2] : mantissa;
}

// src/formats/go-scan.ts
function scanFields(bytes, from, to, bounds, values, count = 0) {
  let i = from;
  while (i < to) {
    let code = bytes[i];
    while (i < to && isBlank(code)) code = bytes[++i];
    if (i >= to) break;
    const start = i;
    if (count >= 2 && (count & 1) === 0) {
      let mantissa = 0;
      let digits = 0;
      let fraction2 = -1;
      let plain = true;
      while (i < to && !isBlank(code)) {
        if (code >= 48 && code <= 57) {
          mantissa = mantissa * 10 + (code - 48);
          digits++;
          if (fraction2 >= 0) fraction2++;
        } else if (code === 46 && fraction2 < 0) {
          fraction2 = 0;
        } else {
          plain = false;
        }
        code = bytes[++i];
      }
      values[count] = !plain || digits === 0 || digits > 15 ? Number.NaN : fraction2 > 0 ? mantissa / POWERS_OF_TEN[fraction2] : mantissa;
    } else {
      while (i < to && !isBlank(code)) code = bytes[++i];
    }
    bounds[2 * count] = start;
    bounds[2 * count + 1] = i;
    count++;
  }
  return count;
}
function readRepeat(bytes, words, from, to, spans, values) {
  const pairs = spans.length - 2 >> 1;
  let i = from;
  let code = bytes[i];
  while (isBlank(code)) code = bytes[++i];
  const count = i;
  while (code >= 48 && code <= 57) code = bytes[++i];
  if (i === count) return false;
  for (let k = 0; k < pairs; k++) {
    if (!isBlank(code)) return false;
    while (isBlank(code)) code = bytes[++i];
    let mantissa = 0;
    let digits = 0;
    let fraction2 = -1;
    for (; ; ) {
      if (code >= 48 && code <= 57) {
        mantissa = mantissa * 10 + (code - 48);
        digits++;
        if (fraction2 >= 0) fraction2++;
      } else if (code === 46 && fraction2 < 0) {
        fraction2 = 0;
      } else break;
      code = bytes[++i];
    }
    if (digits === 0 || digits > 15 || !isBlank(code)) return false;
    values[k] = fraction2 > 0 ? mantissa / POWERS_OF_TEN[fraction2] : mantissa;
    while (isBlank(code)) code = bytes[++i];
    const start = spans[2 + 2 * k];
    const length = spans[3 + 2 * k] - start;
    if (i + length > to || !sameAt(bytes, words, i, start, length)) return false;
    i += length;
    code = bytes[i];
  }
  while (isBlank(code)) code = bytes[++i];
  return i >= to;
}
function allDigits(bytes, from, to) {
  if (from >= to) return false;
  for (let i = from; i < to; i++) {
    const code = bytes[i];
    if (code < 48 || code > 57) return false;
  }
  return true;
}
function sameAt(bytes, words, a, b, length) {
  let i = 0;
  for (; i + 4 <= length; i += 4) if (words.getInt32(a + i, true) !== words.getInt32(b + i, true)) return false;
  for (; i < length; i++) if (bytes[a + i] !== bytes[b + i]) return false;
  return true;
}
function sameUnits(bytes, words, bounds, spans, pairs) {
  if (spans.length !== 2 + 2 * pairs) return false;
  for (let k = 1; k <= pairs; k++) {
    const field = 1 + 2 * k;
    const from = bounds[2 * field];
    const start = spans[2 * k];
    const length = spans[2 * k + 1] - start;
    if (bounds[2 * field + 1] - from !== length || !sameAt(bytes, words, from, start, length)) return false;
  }
  return true;
}
var PKG = Buffer.from("pkg: ");
var GOOS = Buffer.from("goos: ");
var NOTE = Buffer.from("note:");
var UNIT = Buffer.from("Unit ");
var BENCHMARK = Buffer.from("Benchmark");
function sourceBytes(source) {
  const read = source.bytes ?? Buffer.from(source.text, "utf8");
  const bytes = Buffer.isBuffer(read) ? read : Buffer.from(read.buffer, read.byteOffset, read.byteLength);
  return bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191 ? bytes.subarray(3) : bytes;
}
function decode(bytes, from, to) {
  return bytes.toString("utf8", from, to);
}
function startsWith(bytes, prefix, at) {
  if (at + prefix.length > bytes.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[at + i] !== prefix[i]) return false;
  return true;
}
function isBlank(code) {
  return code === 32 || code === 9 || code === 13;
}

// src/model/source-text.ts
var HEAD_LENGTH = 65536;

// src/formats/parsed-file.ts
var utf8 = new TextDecoder();
function headOf(source, length = HEAD_LENGTH) {
  const known = length === HEAD_LENGTH ? decodedHeads.get(source) : void 0;
  if (known !== void 0) return known;
  const bytes = source.head?.(length) ?? source.bytes?.subarray(0, length);
  if (bytes === void 0) return source.text.slice(0, length);
  const decoded2 = utf8.decode(bytes);
  const head = decoded2.charCodeAt(0) === 65279 ? decoded2.slice(1) : decoded2;
  if (length === HEAD_LENGTH) decodedHeads.set(source, head);
  return head;
}
var decodedHeads = /* @__PURE__ */ new WeakMap();
function firstNonBlank(bytes) {
  let i = bytes[0] === 239 && bytes[1] === 187 && bytes[2] === 191 ? 3 : 0;
  while (i < bytes.length && (bytes[i] === 32 || bytes[i] === 9 || bytes[i] === 10 || bytes[i] === 13)) i++;
  return i;
}
function isBlankSource(source) {
  const head = source.head?.(HEAD_LENGTH);
  const bytes = head !== void 0 && (head.length < HEAD_LENGTH || firstNonBlank(head) < head.length) ? head : source.bytes;
  if (bytes === void 0) return source.text.trim() === "";
  const i = firstNonBlank(bytes);
  return i === bytes.length || bytes[i] >= 128 && source.text.trim() === "";
}

// src/formats/go-names.ts
var GoNameTable = class {
  constructor(limit = 1e6) {
    this.limit = limit;
  }
  limit;
  /** Open addressing: record index + 1, or 0 for an empty slot; at most half full. */
  slots = new Int32Array(16);
  hashes = [];
  keyStarts = [];
  keyLengths = [];
  packages = [];
  names = [];
  /** The bytes of every name kept, side by side (a file's buffer is let go once parsed). */
  keyBytes = new Uint8Array(1024);
  keyUsed = 0;
  /** Per record: the parse that kept something for it, and what (see keep). */
  stamps = [];
  kept = [];
  /** The records a value is kept for in the newest parse: let go when it ends, so that the table holds no file's series. */
  keptRecords = [];
  generation = 0;
  /**
   * Starts the parse of a file and returns its number for keep/keptFor. A table at its limit
   * starts over here, never during a parse, so that a record means one name for a whole file.
   */
  startParse() {
    this.endParse();
    if (this.names.length >= this.limit) this.clear();
    return ++this.generation;
  }
  /**
   * Lets go of what the newest parse kept: the table lives as long as the process, and a kept
   * series holds its file's sample memory (up to 32 MB) beyond its use.
   */
  endParse() {
    for (const record of this.keptRecords) this.kept[record] = void 0;
    this.keptRecords.length = 0;
  }
  /**
   * The record of the name in bytes[from, to) under `pkg` (and the `note:` above it, if any): the
   * same number for the same name, until the table starts over.
   */
  record(bytes, from, to, pkg, note = "") {
    const key2 = note === "" ? pkg : `${pkg}\0${note}`;
    const length = to - from;
    let hash = 2166136261;
    for (let i = from; i < to; i++) hash = Math.imul(hash ^ bytes[i], 16777619);
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    for (; ; ) {
      const record = this.slots[slot] - 1;
      if (record < 0) break;
      if (this.hashes[record] === hash && this.keyLengths[record] === length && this.packages[record] === key2 && this.sameKey(record, bytes, from))
        return record;
      slot = slot + 1 & mask;
    }
    const bare = bytes.toString("utf8", from, to);
    const qualified = pkg === "" ? bare : `${pkg}.${bare}`;
    return this.insert(hash, bytes, from, length, key2, note === "" ? qualified : `${qualified} (note: ${note})`);
  }
  /** `pkg.name`, or the name alone without a package; `(note: TEXT)` after it under a note. */
  nameOf(record) {
    return this.names[record];
  }
  /** What the caller kept for a record during parse `parse` (startParse), if anything. */
  keptFor(record, parse2) {
    return this.stamps[record] === parse2 ? this.kept[record] : void 0;
  }
  /** Keeps `value` for a record for the rest of parse `parse`. */
  keep(record, parse2, value) {
    if (this.stamps[record] !== parse2) this.keptRecords.push(record);
    this.stamps[record] = parse2;
    this.kept[record] = value;
  }
  get size() {
    return this.names.length;
  }
  sameKey(record, bytes, from) {
    const start = this.keyStarts[record];
    const length = this.keyLengths[record];
    const keys = this.keyBytes;
    for (let i = 0; i < length; i++) if (keys[start + i] !== bytes[from + i]) return false;
    return true;
  }
  insert(hash, bytes, from, length, pkg, name) {
    if (this.keyUsed + length > this.keyBytes.length) {
      const larger = new Uint8Array(Math.max(2 * this.keyBytes.length, this.keyUsed + length));
      larger.set(this.keyBytes.subarray(0, this.keyUsed));
      this.keyBytes = larger;
    }
    this.keyBytes.set(bytes.subarray(from, from + length), this.keyUsed);
    const record = this.names.length;
    this.hashes.push(hash);
    this.keyStarts.push(this.keyUsed);
    this.keyLengths.push(length);
    this.packages.push(pkg);
    this.names.push(name);
    this.keyUsed += length;
    if (2 * (record + 1) > this.slots.length) this.rehash(2 * this.slots.length);
    else this.place(record);
    return record;
  }
  place(record) {
    const mask = this.slots.length - 1;
    let slot = this.hashes[record] & mask;
    while (this.slots[slot] !== 0) slot = slot + 1 & mask;
    this.slots[slot] = record + 1;
  }
  rehash(size) {
    this.slots = new Int32Array(size);
    for (let record = 0; record < this.names.length; record++) this.place(record);
  }
  clear() {
    this.slots = new Int32Array(this.slots.length);
    this.hashes.length = 0;
    this.keyStarts.length = 0;
    this.keyLengths.length = 0;
    this.packages.length = 0;
    this.names.length = 0;
    this.stamps.length = 0;
    this.kept.length = 0;
    this.keptRecords.length = 0;
    this.keyUsed = 0;
  }
};

// src/formats/check-values.ts
var MAX_MAGNITUDE = 1e150;
var MIN_MAGNITUDE = 1e-150;
function inSampleRange(value) {
  return value >= MIN_MAGNITUDE && value <= MAX_MAGNITUDE;
}
function describe(series) {
  return `benchmark "${series.benchmark}" metric "${series.metric}"`;
}
function checkValue(value, series, file, what) {
  if (!Number.isFinite(value)) throw new ParseError({ file }, `${describe(series)}: ${what} is ${String(value)}, not a finite number`);
  if (value !== 0 && Math.abs(value) < MIN_MAGNITUDE)
    throw new ParseError({ file }, `${describe(series)}: ${what} ${value} (${series.unit || "no unit"}) is too small to compare; check the unit`);
  if (Math.abs(value) > MAX_MAGNITUDE)
    throw new ParseError({ file }, `${describe(series)}: ${what} ${value} (${series.unit || "no unit"}) is too large to compare; check the unit`);
  if (value < 0 && (series.unit === "s" || series.unit === "B"))
    throw new ParseError({ file }, `${describe(series)}: ${what} ${value} ${series.unit} is negative`);
}
function checkValues(parsed2, file) {
  for (const series of parsed2.series) {
    if (!isUnitLike(series.unit))
      throw new ParseError({ file }, `${describe(series)}: unit ${JSON.stringify(series.unit.slice(0, 200))}: expected ${UNIT_EXPECTED}`);
    for (const run2 of series.runs) {
      if (run2.kind === "samples") {
        if (parsed2.samplesInRange === true) continue;
        const samples = samplesArray(run2);
        const start = samplesStart(run2);
        for (let i = start, end = start + samplesCount(run2); i < end; i++) {
          const value = samples[i];
          if (inSampleRange(value)) continue;
          checkValue(value, series, file, "a sample");
        }
        continue;
      }
      const { mean, sd, n } = run2.summary;
      checkValue(mean, series, file, "the mean");
      if (sd !== void 0) {
        checkValue(sd, series, file, "the standard deviation");
        if (sd < 0) throw new ParseError({ file }, `${describe(series)}: the standard deviation ${sd} is negative`);
      }
      if (!Number.isInteger(n) || n < 1) throw new ParseError({ file }, `${describe(series)}: a summary of ${n} samples (expected a whole number, at least 1)`);
    }
  }
}

// src/formats/series-index.ts
var SeriesIndex = class {
  byBenchmark = /* @__PURE__ */ new Map();
  find(benchmark, metric) {
    const items = this.byBenchmark.get(benchmark);
    if (items !== void 0) {
      for (let i = 0; i < items.length; i++) if (items[i].metric === metric) return items[i];
    }
    return void 0;
  }
  /** Adds an item for `benchmark` (its metric not there yet). */
  add(benchmark, item) {
    const items = this.byBenchmark.get(benchmark);
    if (items === void 0) this.byBenchmark.set(benchmark, [item]);
    else items.push(item);
  }
};

// src/formats/series-builder.ts
var SeriesBuilder = class {
  /** Every entry in first-seen order. */
  entries = [];
  /** benchmark → its entries, one per metric. */
  index = new SeriesIndex();
  /** Whether every sample given to appendTo passed checkValues' range at once, and whether any came another way (not looked at). */
  appendedInRange = true;
  addedOtherwise = false;
  /**
   * Every sample lies in [MIN_MAGNITUDE, MAX_MAGNITUDE], as almost all do: checkValues then need not
   * read them again (ParsedFile.samplesInRange). Known for samples added through appendTo only.
   */
  get samplesInRange() {
    return this.appendedInRange && !this.addedOtherwise;
  }
  entry(benchmark, metric, unit, better) {
    const known = this.index.find(benchmark, metric);
    if (known !== void 0) return known;
    const entry2 = { benchmark, metric, unit, better };
    this.index.add(benchmark, entry2);
    this.entries.push(entry2);
    return entry2;
  }
  /** Adds a sample already in base units. */
  addBase(benchmark, metric, unit, better, value, run2 = "") {
    this.samplesOf(benchmark, metric, unit, better, run2).push(value);
  }
  /**
   * The sample list of one series and run, for parsers that add many samples to the same series
   * in a row and keep the list instead of looking it up per sample. Values pushed must be in
   * base units.
   */
  samplesOf(benchmark, metric, unit, better, run2 = "") {
    this.addedOtherwise = true;
    const entry2 = this.entry(benchmark, metric, unit, better);
    if (run2 === "" && entry2.named === void 0) return entry2.samples ??= [];
    return this.runOf(entry2, run2);
  }
  /** The samples of one named run of a series; named runs keep their first-seen order with the default run among them. */
  runOf(entry2, run2) {
    if (entry2.named === void 0) {
      entry2.named = /* @__PURE__ */ new Map();
      if (entry2.samples !== void 0) entry2.named.set("", entry2.samples);
    }
    let samples = entry2.named.get(run2);
    if (samples === void 0) {
      samples = [];
      entry2.named.set(run2, samples);
    }
    return samples;
  }
  /** A series by its names, made when new, for a parser that adds its samples through appendTo. */
  handleOf(benchmark, metric, unit, better) {
    return this.entry(benchmark, metric, unit, better);
  }
  /**
   * A series new to this builder, kept out of its name index: for a parser that knows its
   * series itself (go, by the name's record in GoNameTable) and would only pay for the index. Such
   * a parser adds through handles alone.
   */
  newSeries(benchmark, metric, unit, better) {
    const entry2 = { benchmark, metric, unit, better };
    this.entries.push(entry2);
    return entry2;
  }
  /**
   * Adds values[0, count) (base units) to run `run` of a series (runs of a file come in order:
   * a go file of several processes), straight into sample memory: no list of numbers a series.
   * A series without samples in that run yet takes them as one view of exactly that length; more
   * for the same run are appended to it.
   */
  appendTo(handle, values, count, run2 = 0) {
    for (let i = 0; i < count; i++) if (!inSampleRange(values[i])) this.appendedInRange = false;
    const entry2 = handle;
    if (entry2.named !== void 0 || entry2.samples !== void 0) {
      const samples = entry2.named === void 0 ? entry2.samples : this.runOf(entry2, "");
      for (let i = 0; i < count; i++) samples.push(values[i]);
      return;
    }
    const stored = entry2.stored;
    if (stored === void 0) {
      entry2.stored = [storeSamples(values, count)];
      if (run2 !== 0) entry2.run = run2;
    } else if ((entry2.run ?? 0) !== run2) {
      stored.push(storeSamples(values, count));
      entry2.run = run2;
    } else {
      stored[stored.length - 1] = appendSamples(stored[stored.length - 1], values, count);
    }
  }
  /**
   * Adds a sample in the tool's unit, normalised here; `better` defaults from the unit. `exact`
   * marks a count the tool measures without noise (Series.exact).
   */
  add(benchmark, metric, unit, value, options = {}) {
    const info2 = typeof unit === "string" ? parseUnit(unit) : unit;
    const better = options.better ?? info2.better;
    if (options.exact === true) this.entry(benchmark, metric, info2.base, better).exact = true;
    this.addBase(benchmark, metric, info2.base, better, toBaseUnit(value, info2), options.run);
  }
  /**
   * Records a summary-only run (a tool that keeps only mean, sd and n), values in the tool's unit.
   * A second summary under the same name is another benchmark that the tool printed with the
   * same short name (cargo over a workspace, one name in two files): it is kept as `name #2`,
   * never written over the first.
   */
  addSummary(benchmark, metric, unit, summary, better) {
    const info2 = typeof unit === "string" ? parseUnit(unit) : unit;
    let name = benchmark;
    for (let copy = 2; this.index.find(name, metric)?.summary !== void 0; copy++) name = `${benchmark} #${copy}`;
    const entry2 = this.entry(name, metric, info2.base, better ?? info2.better);
    entry2.summary = {
      mean: toBaseUnit(summary.mean, info2),
      ...summary.sd !== void 0 && { sd: toBaseUnit(summary.sd, info2) },
      n: summary.n,
      ...summary.median === true && { median: true }
    };
  }
  get size() {
    return this.entries.length;
  }
  /** The series, their samples in sample memory (model/samples.ts). */
  build() {
    return this.entries.map((entry2) => {
      const runs = entry2.named !== void 0 ? Array.from(entry2.named.values(), (samples) => storeSamples(samples)) : entry2.stored ?? (entry2.samples !== void 0 ? [storeSamples(entry2.samples)] : []);
      if (entry2.summary !== void 0) runs.push({ kind: "summary", summary: entry2.summary });
      const series = { benchmark: entry2.benchmark, metric: entry2.metric, unit: entry2.unit, better: entry2.better, runs };
      return entry2.exact === true ? { ...series, exact: true } : series;
    });
  }
};

// src/formats/go-bench-results.ts
var KNOWN_UNITS = {
  "ns/op": { metric: "time", unit: parseUnit("ns") },
  "sec/op": { metric: "time", unit: parseUnit("s") },
  "MB/s": { metric: "throughput", unit: parseUnit("MB/s") },
  "B/op": { metric: "B/op", unit: parseUnit("B") },
  "allocs/op": { metric: "allocs/op", unit: parseUnit("allocs") }
};
var metricCache = /* @__PURE__ */ new Map();
var goNames = new GoNameTable();
function goMetric(unit) {
  const known = own(KNOWN_UNITS, unit) ?? metricCache.get(unit);
  if (known !== void 0) return known;
  const metric = { metric: unit, unit: parseUnit(unit) };
  metricCache.set(unit, metric);
  return metric;
}
function seriesFor(builder, record, parse2, metric) {
  const known = goNames.keptFor(record, parse2);
  if (known !== void 0) {
    if (!Array.isArray(known)) {
      if (known.metric === metric.metric) return known;
    } else
      for (let i = 0; i < known.length; i++) {
        const series = known[i];
        if (series.metric === metric.metric) return series.handle;
      }
  }
  const handle = builder.newSeries(goNames.nameOf(record), metric.metric, metric.unit.base, metric.unit.better);
  if (known === void 0) goNames.keep(record, parse2, handle);
  else if (!Array.isArray(known))
    goNames.keep(record, parse2, [
      { metric: known.metric, handle: known },
      { metric: metric.metric, handle }
    ]);
  else known.push({ metric: metric.metric, handle });
  return handle;
}
function fieldText(bytes, bounds, k) {
  return decode(bytes, bounds[2 * k], bounds[2 * k + 1]);
}
var GoResults = class {
  constructor(bytes, file) {
    this.bytes = bytes;
    this.file = file;
    this.words = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  bytes;
  file;
  builder = new SeriesBuilder();
  parse = goNames.startParse();
  words;
  // Room for 32 fields from the start: scanFields' stores past the end of lists grown by it
  // threw its optimised code away at a file's first line longer than any before.
  bounds = new Array(64).fill(0);
  values = new Array(32).fill(Number.NaN);
  repeated = new Array(32).fill(Number.NaN);
  /** The `pkg:` and `note:` lines above the results: they qualify the names (benchstat keeps notes apart too). */
  pkg = "";
  note = "";
  // The run of the file the lines belong to, the packages it has, and whether a header came
  // since the last result (the run is decided at the first result after it, once its package is known).
  run = 0;
  runPackages = /* @__PURE__ */ new Set();
  afterHeader = false;
  last;
  pending = [];
  pendingCount = 0;
  /** A header (`goos:`, `pkg:`) or `note:` line: the samples so far are the last run's, and the next result starts new targets. */
  block(qualifier) {
    this.flush();
    this.last = void 0;
    this.afterHeader = true;
    if (qualifier === void 0) return;
    if ("pkg" in qualifier) this.pkg = qualifier.pkg;
    else this.note = qualifier.note;
  }
  /** A line that starts with "B" (bytes [lineStart, end)): a result's samples, or nothing when it is not one. */
  line(lineStart, end, lineNumber) {
    const { bytes, words, last, bounds } = this;
    const nameLength = last === void 0 ? -1 : last.spans[1] - last.spans[0];
    const nameEnd = lineStart + nameLength;
    const sameName = last !== void 0 && nameEnd < end && isBlank(bytes[nameEnd]) && last.pkg === this.pkg && last.note === this.note && sameAt(bytes, words, lineStart, last.spans[0], nameLength);
    if (sameName && readRepeat(bytes, words, nameEnd, end, last.spans, this.repeated)) {
      const metrics = last.metrics;
      for (let k = 0; k < metrics.length; k++)
        this.pending[k][this.pendingCount] = toBaseUnit(this.repeated[k], metrics[k].unit);
      this.pendingCount++;
      return;
    }
    if (!sameName && !startsWith(bytes, BENCHMARK, lineStart)) return;
    let count;
    if (sameName) {
      bounds[0] = lineStart;
      bounds[1] = nameEnd;
      count = scanFields(bytes, nameEnd, end, bounds, this.values, 1);
    } else {
      count = scanFields(bytes, lineStart, end, bounds, this.values);
    }
    if (count < 3 || !allDigits(bytes, bounds[2], bounds[3])) return;
    if ((count - 2) % 2 !== 0) {
      throw new ParseError(
        { file: this.file, line: lineNumber },
        `expected value-unit pairs after the iteration count, but "${fieldText(bytes, bounds, count - 1)}" has no unit`
      );
    }
    const pairs = (count - 2) / 2;
    const targets = last !== void 0 && sameName && sameUnits(bytes, words, bounds, last.spans, pairs) ? last : this.newTargets(pairs);
    this.addValues(targets, pairs, lineNumber);
  }
  /** The samples gathered so far, handed to the builder; the builder's series once the file is read. */
  finish() {
    this.flush();
    goNames.endParse();
    return this.builder;
  }
  /**
   * Hands the samples gathered for the last targets (pending[k][0, count) for its metric k) to the
   * builder, each series' at its final length, as samples of the current run of the file.
   */
  flush() {
    const targets = this.last;
    if (targets !== void 0 && this.pendingCount > 0)
      for (let k = 0; k < targets.handles.length; k++)
        this.builder.appendTo(targets.handles[k], this.pending[k], this.pendingCount, this.run);
    this.pendingCount = 0;
  }
  /** The targets of the benchmark scanned into `bounds`, in the run it belongs to. */
  newTargets(pairs) {
    const { bytes, bounds, last } = this;
    this.flush();
    if (this.afterHeader) {
      this.afterHeader = false;
      const block = this.note === "" ? this.pkg : `${this.pkg}\0${this.note}`;
      if (this.runPackages.has(block)) {
        this.run++;
        this.runPackages.clear();
      }
      this.runPackages.add(block);
    }
    const record = goNames.record(bytes, bounds[0], bounds[1], this.pkg, this.note);
    const reused = last !== void 0 && sameUnits(bytes, this.words, bounds, last.spans, pairs) ? last : void 0;
    const metrics = reused?.metrics ?? new Array(pairs);
    const spans = reused?.spans ?? new Array(2 + 2 * pairs);
    const handles = reused?.handles ?? new Array(pairs);
    spans[0] = bounds[0];
    spans[1] = bounds[1];
    for (let k = 0; k < pairs; k++) {
      if (reused === void 0) metrics[k] = goMetric(fieldText(bytes, bounds, 3 + 2 * k));
      handles[k] = seriesFor(this.builder, record, this.parse, metrics[k]);
      if (this.pending.length <= k) this.pending.push([]);
      spans[2 + 2 * k] = bounds[6 + 4 * k];
      spans[3 + 2 * k] = bounds[7 + 4 * k];
    }
    let targets;
    if (reused === void 0) targets = { spans, pkg: this.pkg, note: this.note, metrics, handles };
    else {
      reused.pkg = this.pkg;
      reused.note = this.note;
      targets = reused;
    }
    this.last = targets;
    return targets;
  }
  /** The values of the line scanned into `bounds`, one sample of each of the targets' series. */
  addValues(targets, pairs, lineNumber) {
    const { bytes, bounds } = this;
    for (let k = 0; k < pairs; k++) {
      const plain = this.values[2 + 2 * k];
      const value = Number.isNaN(plain) ? parseDecimal(fieldText(bytes, bounds, 2 + 2 * k)) : plain;
      if (value === void 0)
        throw new ParseError(
          { file: this.file, line: lineNumber },
          `expected a number before the unit "${fieldText(bytes, bounds, 3 + 2 * k)}", found "${fieldText(bytes, bounds, 2 + 2 * k)}"`
        );
      this.pending[k][this.pendingCount] = toBaseUnit(value, targets.metrics[k].unit);
    }
    this.pendingCount++;
  }
};

// src/formats/go-bench.ts
function readUnitLine(text3, units, file, line) {
  const [, unit, ...pairs] = text3.trim().split(/\s+/);
  if (unit === void 0) throw new ParseError({ file, line }, 'expected a unit after "Unit" (as "Unit ns/op better=lower")');
  const metadata = units.get(unit) ?? {};
  for (const pair of pairs) {
    const [key2, value] = pair.split("=", 2);
    if (key2 === "better") {
      if (value !== "higher" && value !== "lower") throw new ParseError({ file, line }, `expected better=higher or better=lower, got "${pair.slice(0, 40)}"`);
      metadata.better = value;
    } else if (key2 === "assume") metadata.exact = value === "exact";
  }
  units.set(unit, metadata);
}
function withUnitMetadata(series, units) {
  if (units.size === 0) return series;
  const byMetric2 = /* @__PURE__ */ new Map();
  for (const [unit, metadata] of units) byMetric2.set(goMetric(unit).metric, metadata);
  return series.map((one) => {
    const metadata = byMetric2.get(one.metric);
    if (metadata === void 0) return one;
    const updated = { ...one, better: metadata.better ?? one.better };
    return metadata.exact === true ? { ...updated, exact: true } : updated;
  });
}
function parseGoBench(source) {
  const bytes = sourceBytes(source);
  const results = new GoResults(bytes, source.name);
  const units = /* @__PURE__ */ new Map();
  let lineNumber = 0;
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(10, start);
    if (end === -1) end = bytes.length;
    lineNumber++;
    const lineStart = start;
    start = end + 1;
    const first = bytes[lineStart];
    if (first === 66) results.line(lineStart, end, lineNumber);
    else if (first === 112 && startsWith(bytes, PKG, lineStart)) results.block({ pkg: decode(bytes, lineStart + 5, end).trim() });
    else if (first === 103 && startsWith(bytes, GOOS, lineStart)) results.block(void 0);
    else if (first === 110 && startsWith(bytes, NOTE, lineStart)) results.block({ note: decode(bytes, lineStart + NOTE.length, end).trim() });
    else if (first === 85 && startsWith(bytes, UNIT, lineStart)) readUnitLine(decode(bytes, lineStart, end), units, source.name, lineNumber);
  }
  const builder = results.finish();
  if (builder.size === 0) throw new ParseError({ file: source.name }, 'no benchmark result lines (expected lines like "BenchmarkX-8   1000   1234 ns/op")');
  return { series: withUnitMetadata(builder.build(), units), samplesInRange: builder.samplesInRange };
}
var goBenchFormat = {
  id: "go",
  description: "go test -bench text output",
  detect: (source) => /^Benchmark\S*\s+\d+\s+\S+\s+\S+/m.test(headOf(source)),
  parse: parseGoBench
};

// src/formats/text-lines.ts
function numberedLines(text3) {
  return text3.split(/\r?\n/).map((content, index) => ({ line: index + 1, text: content }));
}
function stripThousands(text3) {
  return text3.replace(/,/g, "");
}

// src/formats/go-test-json.ts
function parseGoTestJson(source) {
  const outputs = /* @__PURE__ */ new Map();
  const failed = [];
  const failedPackages = [];
  for (const { line, text: text4 } of numberedLines(source.text)) {
    if (text4.trim() === "") continue;
    let event;
    try {
      event = JSON.parse(text4);
    } catch {
      throw new ParseError({ file: source.name, line }, "expected one JSON event of go test -json on every line");
    }
    if (typeof event !== "object" || event === null) throw new ParseError({ file: source.name, line }, "expected a JSON object (a go test -json event)");
    const { Action: action, Package: pkg, Output: output, Test: test } = event;
    if (action === "fail") {
      if (typeof test === "string") failed.push(test);
      else if (typeof pkg === "string") failedPackages.push(pkg);
    }
    if (action !== "output" || typeof output !== "string") continue;
    const key2 = typeof pkg === "string" ? pkg : "";
    const parts = outputs.get(key2);
    if (parts === void 0) outputs.set(key2, [output]);
    else parts.push(output);
  }
  const text3 = [...outputs.values()].map((parts) => parts.join("")).join("\n").split("\n").filter((line) => !/^Benchmark\S*\s*$/.test(line)).join("\n");
  if (failed.length > 0) {
    const named = `${failed.slice(0, 5).join(", ")}${failed.length > 5 ? ` and ${failed.length - 5} more` : ""}`;
    const them = failed.length === 1 ? "it" : "them";
    throw new ParseError(
      { file: source.name },
      `${named} failed (--- FAIL; their messages are the output events before it): fix ${them}, or leave ${them} out with -bench REGEXP; a failed run's results are not compared`
    );
  }
  if (!/^Benchmark/m.test(text3)) {
    if (failedPackages.length > 0)
      throw new ParseError(
        { file: source.name },
        `package ${failedPackages[0] ?? ""} failed before any benchmark ran (a build or setup failure: see its output events); fix it and run again`
      );
    throw new ParseError({ file: source.name }, "the go test -json stream holds no benchmark result; run go test with -bench");
  }
  return parseGoBench({ name: source.name, text: text3 });
}
var goTestJsonFormat = {
  id: "go-json",
  tool: "go",
  description: "go test -json -bench (the test2json event stream)",
  detect: (source) => /^\s*\{"(Time|Action)":/.test(headOf(source)) && /"Action":"output"/.test(headOf(source)),
  parse: parseGoTestJson
};

// src/formats/benchmark-js.ts
var RESULT_LINE = /^(.+) x ([\d,.]+) ops\/sec ±([\d.]+)% \((\d+) runs? sampled\)$/;
function parseBenchmarkJs(source) {
  const builder = new SeriesBuilder();
  for (const { line, text: text3 } of numberedLines(source.text)) {
    const match = RESULT_LINE.exec(text3.trim());
    if (match === null) continue;
    const hz = parseDecimal(stripThousands(match[2]));
    const rme = parseDecimal(match[3]);
    const n = Number(match[4]);
    if (hz === void 0 || rme === void 0 || n < 1)
      throw new ParseError({ file: source.name, line }, 'expected "NAME x OPS ops/sec ±RME% (N runs sampled)"');
    const sd = n > 1 ? hz * (rme / 100) * Math.sqrt(n) / studentTQuantile(0.975, n - 1) : void 0;
    builder.addSummary(match[1].trim(), "rate", "ops/s", { mean: hz, ...sd !== void 0 && { sd }, n });
  }
  if (builder.size === 0) throw new ParseError({ file: source.name }, 'no "NAME x OPS ops/sec ±RME% (N runs sampled)" lines');
  return { series: builder.build() };
}
var benchmarkJsFormat = {
  id: "benchmark-js",
  description: "benchmark.js text (ops/sec ±rme%): summary-only",
  detect: ({ text: text3 }) => / x [\d,.]+ ops\/sec ±[\d.]+% \(\d+ runs? sampled\)/.test(text3),
  parse: parseBenchmarkJs
};

// src/formats/benchmarkdotnet.ts
function parseBenchmarkDotNet(source) {
  const reader = new JsonReader(source.name);
  const root = reader.object(parseJsonText(source), "$");
  const builder = new SeriesBuilder();
  reader.array(root.Benchmarks, "Benchmarks").forEach((entry2, i) => {
    const path = `Benchmarks[${i}]`;
    const benchmark = reader.object(entry2, path);
    const name = reader.string(benchmark.FullName ?? benchmark.DisplayInfo, `${path}.FullName`);
    const measurements = benchmark.Measurements === void 0 ? [] : reader.array(benchmark.Measurements, `${path}.Measurements`);
    let found = false;
    measurements.forEach((value, k) => {
      const m = reader.object(value, `${path}.Measurements[${k}]`);
      if (m.IterationMode !== "Workload" || m.IterationStage !== "Result") return;
      const operations = reader.number(m.Operations, `${path}.Measurements[${k}].Operations`);
      const nanoseconds = reader.number(m.Nanoseconds, `${path}.Measurements[${k}].Nanoseconds`);
      builder.add(name, "time", "ns", nanoseconds / operations, { run: typeof m.LaunchIndex === "number" ? String(m.LaunchIndex) : "1" });
      found = true;
    });
    const memory = benchmark.Memory === void 0 || benchmark.Memory === null ? void 0 : reader.object(benchmark.Memory, `${path}.Memory`);
    if (memory?.BytesAllocatedPerOperation !== void 0 && memory.BytesAllocatedPerOperation !== null)
      builder.add(name, "allocated", "B", reader.number(memory.BytesAllocatedPerOperation, `${path}.Memory.BytesAllocatedPerOperation`));
    if (!found) {
      const stats2 = reader.object(benchmark.Statistics, `${path}.Statistics`);
      builder.addSummary(name, "time", "ns", {
        mean: reader.number(stats2.Mean, `${path}.Statistics.Mean`),
        sd: reader.number(stats2.StandardDeviation, `${path}.Statistics.StandardDeviation`),
        n: reader.number(stats2.N, `${path}.Statistics.N`)
      });
    }
  });
  if (builder.size === 0) throw new ParseError({ file: source.name, path: "Benchmarks" }, "expected at least one benchmark");
  return { series: builder.build() };
}
var benchmarkDotNetFormat = {
  id: "benchmarkdotnet",
  description: "BenchmarkDotNet full JSON; every launch is a run",
  detect: (source) => /^\s*\{/.test(headOf(source)) && /"HostEnvironmentInfo"\s*:|"Benchmarks"\s*:\s*\[/.test(headOf(source, 8192)),
  parse: parseBenchmarkDotNet
};

// src/formats/cargo-bench.ts
var BENCH_LINE = /^test (.+?) \.\.\. bench:\s+([\d,.]+) (\S+?)(?:\/iter)? \(\+\/- ([\d,.]+)\)/;
function parseCargoBench(source) {
  const builder = new SeriesBuilder();
  for (const { line, text: text3 } of numberedLines(source.text)) {
    if (!text3.startsWith("test ") || !text3.includes(" bench:")) continue;
    const match = BENCH_LINE.exec(text3);
    if (match === null) throw new ParseError({ file: source.name, line }, 'expected "test NAME ... bench: VALUE UNIT/iter (+/- RANGE)"');
    const value = parseDecimal(stripThousands(match[2]));
    if (value === void 0) throw new ParseError({ file: source.name, line }, `expected a number, found "${match[2]}"`);
    builder.addSummary(match[1].trim(), "time", match[3], { mean: value, n: 1, median: true });
  }
  if (builder.size === 0) throw new ParseError({ file: source.name }, 'no "test NAME ... bench:" lines');
  return { series: builder.build() };
}
var cargoBenchFormat = {
  id: "cargo",
  description: "cargo bench (libtest) text: one median per benchmark, summary-only",
  detect: ({ text: text3 }) => /^test .+ \.\.\. bench:\s+[\d,.]+ \S+ \(\+\/-/m.test(text3),
  parse: parseCargoBench
};

// src/formats/catch2.ts
var FIRST = /^(.+?)\s+(\d+)\s+(\d+)\s+[\d.]+ \S+\s*$/;
var VALUES = /^\s+([\d.]+) (\S+)\s+[\d.]+ \S+\s+[\d.]+ \S+\s*$/;
function parseCatch2(source) {
  const builder = new SeriesBuilder();
  const lines = numberedLines(source.text);
  for (let i = 0; i + 2 < lines.length; i++) {
    const first = FIRST.exec(lines[i]?.text ?? "");
    const mean = VALUES.exec(lines[i + 1]?.text ?? "");
    const sd = VALUES.exec(lines[i + 2]?.text ?? "");
    if (first === null || mean === null || sd === null) continue;
    const meanValue = parseDecimal(mean[1]);
    const sdValue = parseDecimal(sd[1]);
    if (meanValue === void 0 || sdValue === void 0)
      throw new ParseError({ file: source.name, line: lines[i + 1]?.line ?? 0 }, "expected a mean and a standard deviation");
    const samples = Number(first[2]);
    builder.addSummary(first[1].trim(), "time", mean[2], {
      mean: meanValue,
      sd: sdValue * unitRatio(sd[2], mean[2]),
      n: samples
    });
    i += 2;
  }
  if (builder.size === 0) throw new ParseError({ file: source.name }, "no Catch2 benchmark results (name, samples, iterations, then mean and std dev lines)");
  return { series: builder.build() };
}
var TIME = { ns: 1e-9, us: 1e-6, µs: 1e-6, ms: 1e-3, s: 1 };
function unitRatio(from, to) {
  return (own(TIME, from) ?? 1) / (own(TIME, to) ?? 1);
}
var catch2Format = {
  id: "catch2",
  description: "Catch2 console benchmark output (mean and std dev): summary-only",
  detect: ({ text: text3 }) => /benchmark name\s+samples\s+iterations/.test(text3),
  parse: parseCatch2
};

// src/formats/criterion.ts
var SAMPLE_FILE = /(^|\/)new\/sample\.json$/;
function throughputOf(reader, value, path) {
  if (value === void 0 || value === null) return void 0;
  const throughput = reader.object(value, path);
  for (const [key2, unit] of [
    ["Bytes", "B/s"],
    ["BytesDecimal", "B/s"],
    ["Elements", "elements/s"]
  ]) {
    if (throughput[key2] !== void 0) return { count: reader.number(throughput[key2], `${path}.${key2}`), unit };
  }
  return void 0;
}
function readSample(reader, value) {
  if (Array.isArray(value)) {
    if (value.length !== 2) reader.fail("$", 'the pair [iters, times] (Criterion 0.3.2 and earlier) or an object with "iters" and "times"');
    return { iters: reader.array(value[0], "$[0]"), times: reader.array(value[1], "$[1]") };
  }
  const sample = reader.object(value, "$");
  return { iters: reader.array(sample.iters, "iters"), times: reader.array(sample.times, "times") };
}
function parseCriterion(source) {
  const entries = new Map((source.entries ?? []).map((entry2) => [entry2.name, entry2]));
  const builder = new SeriesBuilder();
  const samples = [...entries.keys()].filter((name) => SAMPLE_FILE.test(name)).sort();
  for (const samplePath of samples) {
    const benchmarkPath = samplePath.replace(/sample\.json$/, "benchmark.json");
    const benchmarkEntry = entries.get(benchmarkPath);
    const sampleFile = `${source.name}/${samplePath}`;
    if (benchmarkEntry === void 0) throw new ParseError({ file: sampleFile }, "expected a benchmark.json beside it (Criterion writes both)");
    const benchmarkFile = `${source.name}/${benchmarkPath}`;
    const metaReader = new JsonReader(benchmarkFile);
    const meta = metaReader.object(parseJsonText({ name: benchmarkFile, text: benchmarkEntry.text }), "$");
    const name = metaReader.string(meta.full_id ?? meta.title, "full_id");
    const throughput = throughputOf(metaReader, meta.throughput, "throughput");
    const reader = new JsonReader(sampleFile);
    const { iters, times } = readSample(reader, parseJsonText({ name: sampleFile, text: entries.get(samplePath)?.text ?? "" }));
    if (iters.length !== times.length || times.length === 0) reader.fail("times", `as many times as iters (${iters.length}), at least one`);
    times.forEach((time, i) => {
      const count = reader.number(iters[i], `iters[${i}]`);
      if (!(count > 0)) reader.fail(`iters[${i}]`, "a positive iteration count");
      const perIteration = reader.number(time, `times[${i}]`) / count;
      builder.add(name, "time", "ns", perIteration);
      if (throughput !== void 0) builder.add(name, "throughput", throughput.unit, throughput.count / (perIteration / 1e9));
    });
  }
  if (builder.size === 0)
    throw new ParseError({ file: source.name }, "no <benchmark>/new/sample.json files: expected a Criterion.rs target/criterion directory");
  return { series: builder.build() };
}
var criterionFormat = {
  id: "criterion",
  description: "a Criterion.rs target/criterion directory (new/sample.json and benchmark.json)",
  detect: ({ entries }) => entries?.some((entry2) => SAMPLE_FILE.test(entry2.name)) ?? false,
  parse: parseCriterion
};

// node_modules/csv-parse/lib/api/CsvError.js
var CsvError = class _CsvError extends Error {
  constructor(code, message, options, ...contexts) {
    if (Array.isArray(message)) message = message.join(" ").trim();
    super(message);
    if (Error.captureStackTrace !== void 0) {
      Error.captureStackTrace(this, _CsvError);
    }
    this.code = code;
    for (const context of contexts) {
      for (const key2 in context) {
        const value = context[key2];
        this[key2] = Buffer.isBuffer(value) ? value.toString(options.encoding) : value == null ? value : JSON.parse(JSON.stringify(value));
      }
    }
  }
};

// node_modules/csv-parse/lib/utils/is_object.js
var is_object = function(obj) {
  return typeof obj === "object" && obj !== null && !Array.isArray(obj);
};

// node_modules/csv-parse/lib/api/normalize_columns_array.js
var normalize_columns_array = function(columns) {
  const normalizedColumns = [];
  for (let i = 0, l = columns.length; i < l; i++) {
    const column = columns[i];
    if (column === void 0 || column === null || column === false) {
      normalizedColumns[i] = { disabled: true };
    } else if (typeof column === "string" || typeof column === "number") {
      normalizedColumns[i] = { name: `${column}` };
    } else if (is_object(column)) {
      if (typeof column.name !== "string") {
        throw new CsvError("CSV_OPTION_COLUMNS_MISSING_NAME", [
          "Option columns missing name:",
          `property "name" is required at position ${i}`,
          "when column is an object literal"
        ]);
      }
      normalizedColumns[i] = column;
    } else {
      throw new CsvError("CSV_INVALID_COLUMN_DEFINITION", [
        "Invalid column definition:",
        "expect a string or a literal object,",
        `got ${JSON.stringify(column)} at position ${i}`
      ]);
    }
  }
  return normalizedColumns;
};

// node_modules/csv-parse/lib/utils/ResizeableBuffer.js
var ResizeableBuffer = class {
  constructor(size = 100) {
    this.size = size;
    this.length = 0;
    this.buf = Buffer.allocUnsafe(size);
  }
  prepend(val) {
    if (Buffer.isBuffer(val)) {
      const length = this.length + val.length;
      if (length >= this.size) {
        this.resize();
        if (length >= this.size) {
          throw Error("INVALID_BUFFER_STATE");
        }
      }
      const buf = this.buf;
      this.buf = Buffer.allocUnsafe(this.size);
      val.copy(this.buf, 0);
      buf.copy(this.buf, val.length);
      this.length += val.length;
    } else {
      const length = this.length++;
      if (length === this.size) {
        this.resize();
      }
      const buf = this.clone();
      this.buf[0] = val;
      buf.copy(this.buf, 1, 0, length);
    }
  }
  append(val) {
    const length = this.length++;
    if (length === this.size) {
      this.resize();
    }
    this.buf[length] = val;
  }
  clone() {
    return Buffer.from(this.buf.slice(0, this.length));
  }
  resize() {
    const length = this.length;
    this.size = this.size * 2;
    const buf = Buffer.allocUnsafe(this.size);
    this.buf.copy(buf, 0, 0, length);
    this.buf = buf;
  }
  toString(encoding) {
    if (encoding) {
      return this.buf.toString(encoding, 0, this.length);
    } else {
      return Uint8Array.prototype.slice.call(this.buf.slice(0, this.length));
    }
  }
  toJSON() {
    return this.toString("utf8");
  }
  reset() {
    this.length = 0;
  }
};
var ResizeableBuffer_default = ResizeableBuffer;

// node_modules/csv-parse/lib/api/init_state.js
var init_state = function(options) {
  const timchars = [
    // Basic Latin
    32,
    // [Space](https://www.fileformat.info/info/unicode/char/0020/index.htm)
    9,
    // [CHARACTER TABULATION (HT)](https://www.fileformat.info/info/unicode/char/0009/index.htm)
    10,
    // [LINE FEED (LF)](https://www.fileformat.info/info/unicode/char/000a/index.htm)
    13,
    // [CARRIAGE RETURN (CR)](https://www.fileformat.info/info/unicode/char/000d/index.htm)
    12,
    // [FORM FEED (FF)](https://www.fileformat.info/info/unicode/char/000c/index.htm)
    11,
    // [LINE TABULATION (VT)](https://www.fileformat.info/info/unicode/char/000b/index.htm)
    // Latin-1 Supplement
    160,
    // [NO-BREAK SPACE (NBSP)](https://www.fileformat.info/info/unicode/char/00a0/index.htm)
    // Ogham
    5760,
    // [OGHAM SPACE MARK](https://www.fileformat.info/info/unicode/char/1680/index.htm)
    // General Punctuation
    8192,
    // [EN QUAD](https://www.fileformat.info/info/unicode/char/2000/index.htm)
    8193,
    // [EM QUAD](https://www.fileformat.info/info/unicode/char/2001/index.htm)
    8194,
    // [EN SPACE](https://www.fileformat.info/info/unicode/char/2002/index.htm)
    8195,
    // [EM SPACE](https://www.fileformat.info/info/unicode/char/2003/index.htm)
    8196,
    // [THREE-PER-EM SPACE](https://www.fileformat.info/info/unicode/char/2004/index.htm)
    8197,
    // [FOUR-PER-EM SPACE](https://www.fileformat.info/info/unicode/char/2005/index.htm)
    8198,
    // [SIX-PER-EM SPACE](https://www.fileformat.info/info/unicode/char/2006/index.htm)
    8199,
    // [FIGURE SPACE](https://www.fileformat.info/info/unicode/char/2007/index.htm)
    8200,
    // [PUNCTUATION SPACE](https://www.fileformat.info/info/unicode/char/2008/index.htm)
    8201,
    // [THIN SPACE](https://www.fileformat.info/info/unicode/char/2009/index.htm)
    8202,
    // [HAIR SPACE](https://www.fileformat.info/info/unicode/char/200a/index.htm)
    8232,
    // [LINE SEPARATOR](https://www.fileformat.info/info/unicode/char/2028/index.htm)
    8233,
    // [PARAGRAPH SEPARATOR](https://www.fileformat.info/info/unicode/char/2029/index.htm)
    8239,
    // [NARROW NO-BREAK SPACE (NNBSP)](https://www.fileformat.info/info/unicode/char/202f/index.htm)
    8287,
    // [MEDIUM MATHEMATICAL SPACE (MMSP)](https://www.fileformat.info/info/unicode/char/205f/index.htm)
    12288,
    // [IDEOGRAPHIC SPACE](https://www.fileformat.info/info/unicode/char/3000/index.htm)
    65279
    // [ZERO WIDTH NO-BREAK SPACE (BOM)](https://www.fileformat.info/info/unicode/char/feff/index.htm)
  ].reduce((acc, codepoint) => {
    const encoded = Buffer.from(
      String.fromCharCode(codepoint),
      options.encoding
    );
    if (codepoint !== 63 && encoded.length === 1 && encoded[0] === 63) {
      return acc;
    }
    acc.push(encoded);
    return acc;
  }, []);
  const timcharFirstBytes = new Uint8Array(256);
  for (const t of timchars) timcharFirstBytes[t[0]] = 1;
  return {
    bomSkipped: false,
    bufBytesStart: 0,
    castField: options.cast_function,
    commenting: false,
    delimiterBufPrevious: void 0,
    delimiterDiscovered: false,
    // Current error encountered by a record
    error: void 0,
    enabled: options.from_line === 1,
    escaping: false,
    escapeIsQuote: Buffer.isBuffer(options.escape) && Buffer.isBuffer(options.quote) && Buffer.compare(options.escape, options.quote) === 0,
    // columns can be `false`, `true`, `Array`
    expectedRecordLength: Array.isArray(options.columns) ? options.columns.length : void 0,
    field: new ResizeableBuffer_default(20),
    firstLineToHeaders: options.cast_first_line_to_header,
    needMoreDataSize: Math.max(
      // Skip if the remaining buffer smaller than comment
      options.comment !== null ? options.comment.length : 0,
      ...options.delimiter ? options.delimiter.map((delimiter) => delimiter.length) : [],
      // Auto discovery of delimiter is limited to 1 character
      options.delimiter_auto ? 1 : 0,
      // Skip if the remaining buffer can be escape sequence
      options.quote !== null ? options.quote.length : 0,
      ...timchars.map((t) => t.length)
    ),
    previousBuf: void 0,
    quoting: false,
    stop: false,
    rawBuffer: new ResizeableBuffer_default(100),
    record: [],
    recordHasError: false,
    record_length: 0,
    recordDelimiterMaxLength: options.record_delimiter.length === 0 ? 0 : Math.max(...options.record_delimiter.map((v) => v.length)),
    trimChars: [
      Buffer.from(" ", options.encoding)[0],
      Buffer.from("	", options.encoding)[0]
    ],
    wasQuoting: false,
    wasRowDelimiter: false,
    timchars,
    timcharFirstBytes
  };
};

// node_modules/csv-parse/lib/utils/underscore.js
var underscore = function(str) {
  return str.replace(/([A-Z])/g, function(_, match) {
    return "_" + match.toLowerCase();
  });
};

// node_modules/csv-parse/lib/api/normalize_options.js
var normalize_options = function(opts) {
  const options = {};
  for (const opt in opts) {
    options[underscore(opt)] = opts[opt];
  }
  if (options.encoding === void 0 || options.encoding === true) {
    options.encoding = "utf8";
  } else if (options.encoding === null || options.encoding === false) {
    options.encoding = null;
  } else if (typeof options.encoding !== "string" && options.encoding !== null) {
    throw new CsvError(
      "CSV_INVALID_OPTION_ENCODING",
      [
        "Invalid option encoding:",
        "encoding must be a string or null to return a buffer,",
        `got ${JSON.stringify(options.encoding)}`
      ],
      options
    );
  }
  if (options.bom === void 0 || options.bom === null || options.bom === false) {
    options.bom = false;
  } else if (options.bom !== true) {
    throw new CsvError(
      "CSV_INVALID_OPTION_BOM",
      [
        "Invalid option bom:",
        "bom must be true,",
        `got ${JSON.stringify(options.bom)}`
      ],
      options
    );
  }
  options.cast_function = null;
  if (options.cast === void 0 || options.cast === null || options.cast === false || options.cast === "") {
    options.cast = void 0;
  } else if (typeof options.cast === "function") {
    options.cast_function = options.cast;
    options.cast = true;
  } else if (options.cast !== true) {
    throw new CsvError(
      "CSV_INVALID_OPTION_CAST",
      [
        "Invalid option cast:",
        "cast must be true or a function,",
        `got ${JSON.stringify(options.cast)}`
      ],
      options
    );
  }
  if (options.cast_date === void 0 || options.cast_date === null || options.cast_date === false || options.cast_date === "") {
    options.cast_date = false;
  } else if (options.cast_date === true) {
    options.cast_date = function(value) {
      const date = Date.parse(value);
      return !isNaN(date) ? new Date(date) : value;
    };
  } else if (typeof options.cast_date !== "function") {
    throw new CsvError(
      "CSV_INVALID_OPTION_CAST_DATE",
      [
        "Invalid option cast_date:",
        "cast_date must be true or a function,",
        `got ${JSON.stringify(options.cast_date)}`
      ],
      options
    );
  }
  options.cast_first_line_to_header = void 0;
  if (options.columns === true) {
    options.cast_first_line_to_header = void 0;
  } else if (typeof options.columns === "function") {
    options.cast_first_line_to_header = options.columns;
    options.columns = true;
  } else if (Array.isArray(options.columns)) {
    options.columns = normalize_columns_array(options.columns);
  } else if (options.columns === void 0 || options.columns === null || options.columns === false) {
    options.columns = false;
  } else {
    throw new CsvError(
      "CSV_INVALID_OPTION_COLUMNS",
      [
        "Invalid option columns:",
        "expect an array, a function or true,",
        `got ${JSON.stringify(options.columns)}`
      ],
      options
    );
  }
  if (options.group_columns_by_name === void 0 || options.group_columns_by_name === null || options.group_columns_by_name === false) {
    options.group_columns_by_name = false;
  } else if (options.group_columns_by_name !== true) {
    throw new CsvError(
      "CSV_INVALID_OPTION_GROUP_COLUMNS_BY_NAME",
      [
        "Invalid option group_columns_by_name:",
        "expect an boolean,",
        `got ${JSON.stringify(options.group_columns_by_name)}`
      ],
      options
    );
  } else if (options.columns === false) {
    throw new CsvError(
      "CSV_INVALID_OPTION_GROUP_COLUMNS_BY_NAME",
      [
        "Invalid option group_columns_by_name:",
        "the `columns` mode must be activated."
      ],
      options
    );
  }
  if (options.comment === void 0 || options.comment === null || options.comment === false || options.comment === "") {
    options.comment = null;
  } else {
    if (typeof options.comment === "string") {
      options.comment = Buffer.from(options.comment, options.encoding);
    }
    if (!Buffer.isBuffer(options.comment)) {
      throw new CsvError(
        "CSV_INVALID_OPTION_COMMENT",
        [
          "Invalid option comment:",
          "comment must be a buffer or a string,",
          `got ${JSON.stringify(options.comment)}`
        ],
        options
      );
    }
  }
  if (options.comment_no_infix === void 0 || options.comment_no_infix === null || options.comment_no_infix === false) {
    options.comment_no_infix = false;
  } else if (options.comment_no_infix !== true) {
    throw new CsvError(
      "CSV_INVALID_OPTION_COMMENT",
      [
        "Invalid option comment_no_infix:",
        "value must be a boolean,",
        `got ${JSON.stringify(options.comment_no_infix)}`
      ],
      options
    );
  }
  if (options.delimiter_auto === void 0 || options.delimiter_auto === null || options.delimiter_auto === false) {
    options.delimiter_auto = false;
  } else if (options.delimiter_auto === true) {
    options.delimiter_auto = {};
  } else if (!is_object(options.delimiter_auto)) {
    throw new CsvError(
      "CSV_INVALID_OPTION_DELIMITER_AUTO",
      [
        "Invalid option delimiter_auto:",
        "delimiter_auto must be a boolean or a configuration object,",
        `got ${JSON.stringify(options.delimiter_auto)}`
      ],
      options
    );
  }
  if (options.delimiter_auto) {
    if (options.delimiter_auto.preferred === void 0)
      options.delimiter_auto.preferred = {
        [",".charCodeAt(0)]: 1.8,
        ["	".charCodeAt(0)]: 1.8,
        [";".charCodeAt(0)]: 1.6,
        [" ".charCodeAt(0)]: 1.6,
        [":".charCodeAt(0)]: 1.5,
        [".".charCodeAt(0)]: 1.4,
        ["/".charCodeAt(0)]: 1.4
      };
    else if (!is_object(options.delimiter_auto.preferred)) {
      throw new CsvError(
        "CSV_INVALID_OPTION_DELIMITER_AUTO",
        [
          "Invalid option delimiter_auto:",
          "preferred must be an object,",
          `got ${JSON.stringify(options.delimiter_auto.preferred)}`
        ],
        options
      );
    }
    if (options.delimiter_auto.score === void 0)
      options.delimiter_auto.score = (info2, options2) => {
        return (info2.total - info2.std) * (options2.preferred[info2.char_code] || 1);
      };
    else if (typeof options.delimiter_auto.score !== "function") {
      throw new CsvError(
        "CSV_INVALID_OPTION_DELIMITER_AUTO",
        [
          "Invalid option delimiter_auto:",
          "score must be a function,",
          `got ${JSON.stringify(options.delimiter_auto.score)}`
        ],
        options
      );
    }
    if (options.delimiter_auto.size === void 0)
      options.delimiter_auto.size = 2048;
    else if (typeof options.delimiter_auto.size !== "number") {
      throw new CsvError(
        "CSV_INVALID_OPTION_DELIMITER_AUTO",
        [
          "Invalid option delimiter_auto:",
          "size must be a number,",
          `got ${JSON.stringify(options.delimiter_auto.size)}`
        ],
        options
      );
    }
  }
  const delimiter_json = JSON.stringify(options.delimiter);
  if (options.delimiter_auto !== false) {
    options.delimiter = [];
  }
  if (!Array.isArray(options.delimiter)) {
    if (options.delimiter === void 0 || options.delimiter === null || options.delimiter === false) {
      options.delimiter = Buffer.from(",", options.encoding);
    }
    options.delimiter = [options.delimiter];
  }
  options.delimiter = options.delimiter.map(function(delimiter) {
    if (typeof delimiter === "string") {
      delimiter = Buffer.from(delimiter, options.encoding);
    }
    if (!Buffer.isBuffer(delimiter) || delimiter.length === 0) {
      throw new CsvError(
        "CSV_INVALID_OPTION_DELIMITER",
        [
          "Invalid option delimiter:",
          "delimiter must be a non empty string or buffer or array of string|buffer,",
          `got ${delimiter_json}`
        ],
        options
      );
    }
    return delimiter;
  });
  if (options.escape === void 0 || options.escape === true) {
    options.escape = Buffer.from('"', options.encoding);
  } else if (typeof options.escape === "string") {
    options.escape = Buffer.from(options.escape, options.encoding);
  } else if (options.escape === null || options.escape === false) {
    options.escape = null;
  }
  if (options.escape !== null) {
    if (!Buffer.isBuffer(options.escape)) {
      throw new Error(
        `Invalid Option: escape must be a buffer, a string or a boolean, got ${JSON.stringify(options.escape)}`
      );
    }
  }
  if (options.from === void 0 || options.from === null) {
    options.from = 1;
  } else {
    if (typeof options.from === "string" && /\d+/.test(options.from)) {
      options.from = parseInt(options.from);
    }
    if (Number.isInteger(options.from)) {
      if (options.from < 0) {
        throw new Error(
          `Invalid Option: from must be a positive integer, got ${JSON.stringify(opts.from)}`
        );
      }
    } else {
      throw new Error(
        `Invalid Option: from must be an integer, got ${JSON.stringify(options.from)}`
      );
    }
  }
  if (options.from_line === void 0 || options.from_line === null) {
    options.from_line = 1;
  } else {
    if (typeof options.from_line === "string" && /\d+/.test(options.from_line)) {
      options.from_line = parseInt(options.from_line);
    }
    if (Number.isInteger(options.from_line)) {
      if (options.from_line <= 0) {
        throw new Error(
          `Invalid Option: from_line must be a positive integer greater than 0, got ${JSON.stringify(opts.from_line)}`
        );
      }
    } else {
      throw new Error(
        `Invalid Option: from_line must be an integer, got ${JSON.stringify(opts.from_line)}`
      );
    }
  }
  if (options.ignore_last_delimiters === void 0 || options.ignore_last_delimiters === null) {
    options.ignore_last_delimiters = false;
  } else if (typeof options.ignore_last_delimiters === "number") {
    options.ignore_last_delimiters = Math.floor(options.ignore_last_delimiters);
    if (options.ignore_last_delimiters === 0) {
      options.ignore_last_delimiters = false;
    }
  } else if (typeof options.ignore_last_delimiters !== "boolean") {
    throw new CsvError(
      "CSV_INVALID_OPTION_IGNORE_LAST_DELIMITERS",
      [
        "Invalid option `ignore_last_delimiters`:",
        "the value must be a boolean value or an integer,",
        `got ${JSON.stringify(options.ignore_last_delimiters)}`
      ],
      options
    );
  }
  if (options.ignore_last_delimiters === true && options.columns === false) {
    throw new CsvError(
      "CSV_IGNORE_LAST_DELIMITERS_REQUIRES_COLUMNS",
      [
        "The option `ignore_last_delimiters`",
        "requires the activation of the `columns` option"
      ],
      options
    );
  }
  if (options.info === void 0 || options.info === null || options.info === false) {
    options.info = false;
  } else if (options.info !== true) {
    throw new Error(
      `Invalid Option: info must be true, got ${JSON.stringify(options.info)}`
    );
  }
  if (options.max_record_size === void 0 || options.max_record_size === null || options.max_record_size === false) {
    options.max_record_size = 0;
  } else if (Number.isInteger(options.max_record_size) && options.max_record_size >= 0) {
  } else if (typeof options.max_record_size === "string" && /\d+/.test(options.max_record_size)) {
    options.max_record_size = parseInt(options.max_record_size);
  } else {
    throw new Error(
      `Invalid Option: max_record_size must be a positive integer, got ${JSON.stringify(options.max_record_size)}`
    );
  }
  if (options.objname === void 0 || options.objname === null || options.objname === false) {
    options.objname = void 0;
  } else if (Buffer.isBuffer(options.objname)) {
    if (options.objname.length === 0) {
      throw new Error(`Invalid Option: objname must be a non empty buffer`);
    }
    if (options.encoding === null) {
    } else {
      options.objname = options.objname.toString(options.encoding);
    }
  } else if (typeof options.objname === "string") {
    if (options.objname.length === 0) {
      throw new Error(`Invalid Option: objname must be a non empty string`);
    }
  } else if (typeof options.objname === "number") {
  } else {
    throw new Error(
      `Invalid Option: objname must be a string or a buffer, got ${options.objname}`
    );
  }
  if (options.objname !== void 0) {
    if (typeof options.objname === "number") {
      if (options.columns !== false) {
        throw Error(
          "Invalid Option: objname index cannot be combined with columns or be defined as a field"
        );
      }
    } else {
      if (options.columns === false) {
        throw Error(
          "Invalid Option: objname field must be combined with columns or be defined as an index"
        );
      }
    }
  }
  if (options.on_record === void 0 || options.on_record === null) {
    options.on_record = void 0;
  } else if (typeof options.on_record !== "function") {
    throw new CsvError(
      "CSV_INVALID_OPTION_ON_RECORD",
      [
        "Invalid option `on_record`:",
        "expect a function,",
        `got ${JSON.stringify(options.on_record)}`
      ],
      options
    );
  }
  if (options.on_skip !== void 0 && options.on_skip !== null && typeof options.on_skip !== "function") {
    throw new Error(
      `Invalid Option: on_skip must be a function, got ${JSON.stringify(options.on_skip)}`
    );
  }
  if (options.quote === null || options.quote === false || options.quote === "") {
    options.quote = null;
  } else {
    if (options.quote === void 0 || options.quote === true) {
      options.quote = Buffer.from('"', options.encoding);
    } else if (typeof options.quote === "string") {
      options.quote = Buffer.from(options.quote, options.encoding);
    }
    if (!Buffer.isBuffer(options.quote)) {
      throw new Error(
        `Invalid Option: quote must be a buffer or a string, got ${JSON.stringify(options.quote)}`
      );
    }
  }
  if (options.raw === void 0 || options.raw === null || options.raw === false) {
    options.raw = false;
  } else if (options.raw !== true) {
    throw new Error(
      `Invalid Option: raw must be true, got ${JSON.stringify(options.raw)}`
    );
  }
  if (options.record_delimiter === void 0) {
    options.record_delimiter = [];
  } else if (typeof options.record_delimiter === "string" || Buffer.isBuffer(options.record_delimiter)) {
    if (options.record_delimiter.length === 0) {
      throw new CsvError(
        "CSV_INVALID_OPTION_RECORD_DELIMITER",
        [
          "Invalid option `record_delimiter`:",
          "value must be a non empty string or buffer,",
          `got ${JSON.stringify(options.record_delimiter)}`
        ],
        options
      );
    }
    options.record_delimiter = [options.record_delimiter];
  } else if (!Array.isArray(options.record_delimiter)) {
    throw new CsvError(
      "CSV_INVALID_OPTION_RECORD_DELIMITER",
      [
        "Invalid option `record_delimiter`:",
        "value must be a string, a buffer or array of string|buffer,",
        `got ${JSON.stringify(options.record_delimiter)}`
      ],
      options
    );
  }
  options.record_delimiter = options.record_delimiter.map(function(rd, i) {
    if (typeof rd !== "string" && !Buffer.isBuffer(rd)) {
      throw new CsvError(
        "CSV_INVALID_OPTION_RECORD_DELIMITER",
        [
          "Invalid option `record_delimiter`:",
          "value must be a string, a buffer or array of string|buffer",
          `at index ${i},`,
          `got ${JSON.stringify(rd)}`
        ],
        options
      );
    } else if (rd.length === 0) {
      throw new CsvError(
        "CSV_INVALID_OPTION_RECORD_DELIMITER",
        [
          "Invalid option `record_delimiter`:",
          "value must be a non empty string or buffer",
          `at index ${i},`,
          `got ${JSON.stringify(rd)}`
        ],
        options
      );
    }
    if (typeof rd === "string") {
      rd = Buffer.from(rd, options.encoding);
    }
    return rd;
  });
  if (typeof options.relax_column_count === "boolean") {
  } else if (options.relax_column_count === void 0 || options.relax_column_count === null) {
    options.relax_column_count = false;
  } else {
    throw new Error(
      `Invalid Option: relax_column_count must be a boolean, got ${JSON.stringify(options.relax_column_count)}`
    );
  }
  if (typeof options.relax_column_count_less === "boolean") {
  } else if (options.relax_column_count_less === void 0 || options.relax_column_count_less === null) {
    options.relax_column_count_less = false;
  } else {
    throw new Error(
      `Invalid Option: relax_column_count_less must be a boolean, got ${JSON.stringify(options.relax_column_count_less)}`
    );
  }
  if (typeof options.relax_column_count_more === "boolean") {
  } else if (options.relax_column_count_more === void 0 || options.relax_column_count_more === null) {
    options.relax_column_count_more = false;
  } else {
    throw new Error(
      `Invalid Option: relax_column_count_more must be a boolean, got ${JSON.stringify(options.relax_column_count_more)}`
    );
  }
  if (typeof options.relax_quotes === "boolean") {
  } else if (options.relax_quotes === void 0 || options.relax_quotes === null) {
    options.relax_quotes = false;
  } else {
    throw new Error(
      `Invalid Option: relax_quotes must be a boolean, got ${JSON.stringify(options.relax_quotes)}`
    );
  }
  if (typeof options.skip_empty_lines === "boolean") {
  } else if (options.skip_empty_lines === void 0 || options.skip_empty_lines === null) {
    options.skip_empty_lines = false;
  } else {
    throw new Error(
      `Invalid Option: skip_empty_lines must be a boolean, got ${JSON.stringify(options.skip_empty_lines)}`
    );
  }
  if (typeof options.skip_records_with_empty_values === "boolean") {
  } else if (options.skip_records_with_empty_values === void 0 || options.skip_records_with_empty_values === null) {
    options.skip_records_with_empty_values = false;
  } else {
    throw new Error(
      `Invalid Option: skip_records_with_empty_values must be a boolean, got ${JSON.stringify(options.skip_records_with_empty_values)}`
    );
  }
  if (typeof options.skip_records_with_error === "boolean") {
  } else if (options.skip_records_with_error === void 0 || options.skip_records_with_error === null) {
    options.skip_records_with_error = false;
  } else {
    throw new Error(
      `Invalid Option: skip_records_with_error must be a boolean, got ${JSON.stringify(options.skip_records_with_error)}`
    );
  }
  if (options.rtrim === void 0 || options.rtrim === null || options.rtrim === false) {
    options.rtrim = false;
  } else if (options.rtrim !== true) {
    throw new Error(
      `Invalid Option: rtrim must be a boolean, got ${JSON.stringify(options.rtrim)}`
    );
  }
  if (options.ltrim === void 0 || options.ltrim === null || options.ltrim === false) {
    options.ltrim = false;
  } else if (options.ltrim !== true) {
    throw new Error(
      `Invalid Option: ltrim must be a boolean, got ${JSON.stringify(options.ltrim)}`
    );
  }
  if (options.trim === void 0 || options.trim === null || options.trim === false) {
    options.trim = false;
  } else if (options.trim !== true) {
    throw new Error(
      `Invalid Option: trim must be a boolean, got ${JSON.stringify(options.trim)}`
    );
  }
  if (options.trim === true && opts.ltrim !== false) {
    options.ltrim = true;
  } else if (options.ltrim !== true) {
    options.ltrim = false;
  }
  if (options.trim === true && opts.rtrim !== false) {
    options.rtrim = true;
  } else if (options.rtrim !== true) {
    options.rtrim = false;
  }
  if (options.to === void 0 || options.to === null) {
    options.to = -1;
  } else if (options.to !== -1) {
    if (typeof options.to === "string" && /\d+/.test(options.to)) {
      options.to = parseInt(options.to);
    }
    if (Number.isInteger(options.to)) {
      if (options.to <= 0) {
        throw new Error(
          `Invalid Option: to must be a positive integer greater than 0, got ${JSON.stringify(opts.to)}`
        );
      }
    } else {
      throw new Error(
        `Invalid Option: to must be an integer, got ${JSON.stringify(opts.to)}`
      );
    }
  }
  if (options.to_line === void 0 || options.to_line === null) {
    options.to_line = -1;
  } else if (options.to_line !== -1) {
    if (typeof options.to_line === "string" && /\d+/.test(options.to_line)) {
      options.to_line = parseInt(options.to_line);
    }
    if (Number.isInteger(options.to_line)) {
      if (options.to_line <= 0) {
        throw new Error(
          `Invalid Option: to_line must be a positive integer greater than 0, got ${JSON.stringify(opts.to_line)}`
        );
      }
    } else {
      throw new Error(
        `Invalid Option: to_line must be an integer, got ${JSON.stringify(opts.to_line)}`
      );
    }
  }
  return options;
};

// node_modules/csv-parse/lib/utils/delimiter_discover.js
var delimiter_discover = function(records, options) {
  if (!options) {
    ({ delimiter_auto: options } = normalize_options({ delimiter_auto: true }));
  }
  if (typeof records === "string") {
    records = Buffer.from(records);
  }
  if (Buffer.isBuffer(records)) {
    records = ((data) => {
      const records2 = [];
      const parser = transform({ delimiter: [] });
      const push = (record) => records2.push(record);
      const close = () => {
      };
      const error = parser.parse(data, true, push, close);
      if (error !== void 0) throw error;
      return records2;
    })(records);
  }
  const info2 = Array(127).fill().map(() => ({ lines: [] }));
  records.map(([record], line) => {
    for (let i = 0, l = record.length; i < l; i++) {
      const code = record.charCodeAt(i);
      if (info2[code].lines[line] === void 0) info2[code].lines[line] = 0;
      info2[code].lines[line]++;
    }
  });
  info2.map((info3, i) => {
    info3.char_code = i;
    info3.std = std(info3.lines);
    info3.total = info3.lines.reduce((acc, val) => acc + val, 0);
    info3.preferred = !!options.preferred[i];
    info3.score = options.score(info3, options);
  });
  const result = info2.reduce(
    (acc, info3) => acc.score > info3.score ? acc : info3,
    {}
  );
  return String.fromCharCode(result.char_code);
};
var std = function(array) {
  const n = array.length;
  if (n === 0) return 0;
  const mean = array.reduce((a, b) => a + b) / n;
  return Math.sqrt(
    array.map((x) => Math.pow(x - mean, 2)).reduce((a, b) => a + b) / n
  );
};

// node_modules/csv-parse/lib/api/index.js
var isRecordEmpty = function(record) {
  return record.every(
    (field) => field == null || field.toString && field.toString().trim() === ""
  );
};
var cr = 13;
var nl = 10;
var boms = {
  // Note, the following are equals:
  // Buffer.from("\ufeff")
  // Buffer.from([239, 187, 191])
  // Buffer.from('EFBBBF', 'hex')
  utf8: Buffer.from([239, 187, 191]),
  // Note, the following are equals:
  // Buffer.from "\ufeff", 'utf16le
  // Buffer.from([255, 254])
  utf16le: Buffer.from([255, 254])
};
var transform = function(original_options = {}) {
  const info2 = {
    bytes: 0,
    bytes_records: 0,
    comment_lines: 0,
    empty_lines: 0,
    invalid_field_length: 0,
    lines: 1,
    records: 0
  };
  const options = normalize_options(original_options);
  return {
    info: info2,
    original_options,
    options,
    state: init_state(options),
    __needMoreData: function(i, bufLen, end) {
      if (end) return false;
      const { encoding, escape, quote: quote2 } = this.options;
      const { quoting, needMoreDataSize, recordDelimiterMaxLength } = this.state;
      const numOfCharLeft = bufLen - i - 1;
      const requiredLength = Math.max(
        needMoreDataSize,
        // Skip if the remaining buffer smaller than record delimiter
        // If "record_delimiter" is yet to be discovered:
        // 1. It is equals to `[]` and "recordDelimiterMaxLength" equals `0`
        // 2. We set the length to windows line ending in the current encoding
        // Note, that encoding is known from user or bom discovery at that point
        // recordDelimiterMaxLength,
        recordDelimiterMaxLength === 0 ? Buffer.from("\r\n", encoding).length : recordDelimiterMaxLength,
        // Skip if remaining buffer can be an escaped quote
        quoting ? (escape === null ? 0 : escape.length) + quote2.length : 0,
        // Skip if remaining buffer can be record delimiter following the closing quote
        quoting ? quote2.length + recordDelimiterMaxLength : 0
      );
      return numOfCharLeft < requiredLength;
    },
    // Central parser implementation
    parse: function(nextBuf, end, push, close) {
      const {
        bom,
        comment_no_infix,
        delimiter_auto,
        encoding,
        from_line,
        ltrim,
        max_record_size,
        raw,
        relax_quotes,
        rtrim,
        skip_empty_lines,
        to,
        to_line
      } = this.options;
      let { comment, escape, quote: quote2, record_delimiter } = this.options;
      const {
        bomSkipped,
        delimiterDiscovered,
        delimiterBufPrevious,
        rawBuffer,
        escapeIsQuote
      } = this.state;
      if (!delimiterDiscovered && delimiter_auto) {
        let delimiterBuf;
        if (delimiterBufPrevious === void 0) {
          delimiterBuf = nextBuf;
        } else if (delimiterBufPrevious !== void 0 && nextBuf === void 0) {
          delimiterBuf = delimiterBufPrevious;
        } else {
          delimiterBuf = Buffer.concat([delimiterBufPrevious, nextBuf]);
        }
        nextBuf = void 0;
        if (end || delimiterBuf.length > delimiter_auto.size) {
          this.options.delimiter = [
            Buffer.from(
              delimiter_discover(delimiterBuf, this.options.delimiter_auto)
            )
          ];
          this.state.previousBuf = delimiterBuf;
          this.state.delimiterBufPrevious = void 0;
          this.state.delimiterDiscovered = true;
        } else {
          this.state.delimiterBufPrevious = delimiterBuf;
          return;
        }
      }
      const { previousBuf } = this.state;
      let buf;
      if (previousBuf === void 0) {
        if (nextBuf === void 0) {
          close();
          return;
        } else {
          buf = nextBuf;
        }
      } else if (previousBuf !== void 0 && nextBuf === void 0) {
        buf = previousBuf;
      } else {
        buf = Buffer.concat([previousBuf, nextBuf]);
      }
      if (bomSkipped === false) {
        if (bom === false) {
          this.state.bomSkipped = true;
        } else if (buf.length < 3) {
          if (end === false) {
            this.state.previousBuf = buf;
            return;
          }
        } else {
          for (const encoding2 in boms) {
            if (boms[encoding2].compare(buf, 0, boms[encoding2].length) === 0) {
              const bomLength = boms[encoding2].length;
              this.state.bufBytesStart += bomLength;
              buf = buf.slice(bomLength);
              const options2 = normalize_options({
                ...this.original_options,
                encoding: encoding2
              });
              for (const key2 in options2) {
                this.options[key2] = options2[key2];
              }
              ({ comment, escape, quote: quote2 } = this.options);
              break;
            }
          }
          this.state.bomSkipped = true;
        }
      }
      const bufLen = buf.length;
      let pos;
      for (pos = 0; pos < bufLen; pos++) {
        if (this.__needMoreData(pos, bufLen, end)) {
          break;
        }
        if (this.state.wasRowDelimiter === true) {
          this.info.lines++;
          this.state.wasRowDelimiter = false;
        }
        if (to_line !== -1 && this.info.lines > to_line) {
          this.state.stop = true;
          close();
          return;
        }
        if (this.state.quoting === false && record_delimiter.length === 0) {
          const record_delimiterCount = this.__autoDiscoverRecordDelimiter(
            buf,
            pos
          );
          if (record_delimiterCount) {
            record_delimiter = this.options.record_delimiter;
          }
        }
        const chr = buf[pos];
        if (raw === true) {
          rawBuffer.append(chr);
        }
        if ((chr === cr || chr === nl) && this.state.wasRowDelimiter === false) {
          this.state.wasRowDelimiter = true;
        }
        if (this.state.escaping === true) {
          this.state.escaping = false;
        } else {
          if (escape !== null && this.state.quoting === true && this.__isEscape(buf, pos, chr) && pos + escape.length < bufLen) {
            if (escapeIsQuote) {
              if (this.__isQuote(buf, pos + escape.length)) {
                this.state.escaping = true;
                pos += escape.length - 1;
                continue;
              }
            } else {
              this.state.escaping = true;
              pos += escape.length - 1;
              continue;
            }
          }
          if (this.state.commenting === false && this.__isQuote(buf, pos)) {
            if (this.state.quoting === true) {
              const nextChr = buf[pos + quote2.length];
              const isNextChrTrimable = rtrim && this.__isCharTrimable(buf, pos + quote2.length);
              const isNextChrComment = comment !== null && this.__compareBytes(comment, buf, pos + quote2.length, nextChr);
              const isNextChrDelimiter = this.__isDelimiter(
                buf,
                pos + quote2.length,
                nextChr
              );
              const isNextChrRecordDelimiter = record_delimiter.length === 0 ? this.__autoDiscoverRecordDelimiter(buf, pos + quote2.length) : this.__isRecordDelimiter(nextChr, buf, pos + quote2.length);
              if (escape !== null && this.__isEscape(buf, pos, chr) && this.__isQuote(buf, pos + escape.length)) {
                pos += escape.length - 1;
              } else if (!nextChr || isNextChrDelimiter || isNextChrRecordDelimiter || isNextChrComment || isNextChrTrimable) {
                this.state.quoting = false;
                this.state.wasQuoting = true;
                pos += quote2.length - 1;
                continue;
              } else if (relax_quotes === false) {
                const err = this.__error(
                  new CsvError(
                    "CSV_INVALID_CLOSING_QUOTE",
                    [
                      "Invalid Closing Quote:",
                      `got "${String.fromCharCode(nextChr)}"`,
                      `at line ${this.info.lines}`,
                      "instead of delimiter, record delimiter, trimable character",
                      "(if activated) or comment"
                    ],
                    this.options,
                    this.__infoField()
                  )
                );
                if (err !== void 0) return err;
              } else {
                this.state.quoting = false;
                this.state.wasQuoting = true;
                this.state.field.prepend(quote2);
                pos += quote2.length - 1;
              }
            } else {
              if (this.state.field.length !== 0) {
                if (relax_quotes === false) {
                  const info3 = this.__infoField();
                  const bom2 = Object.keys(boms).map(
                    (b) => boms[b].equals(this.state.field.toString()) ? b : false
                  ).filter(Boolean)[0];
                  const err = this.__error(
                    new CsvError(
                      "INVALID_OPENING_QUOTE",
                      [
                        "Invalid Opening Quote:",
                        `a quote is found on field ${JSON.stringify(info3.column)} at line ${info3.lines}, value is ${JSON.stringify(this.state.field.toString(encoding))}`,
                        bom2 ? `(${bom2} bom)` : void 0
                      ],
                      this.options,
                      info3,
                      {
                        field: this.state.field
                      }
                    )
                  );
                  if (err !== void 0) return err;
                }
              } else {
                this.state.quoting = true;
                pos += quote2.length - 1;
                continue;
              }
            }
          }
          if (this.state.quoting === false) {
            const recordDelimiterLength = this.__isRecordDelimiter(
              chr,
              buf,
              pos
            );
            if (recordDelimiterLength !== 0) {
              const skipCommentLine = this.state.commenting && this.state.wasQuoting === false && this.state.record.length === 0 && this.state.field.length === 0;
              if (skipCommentLine) {
                this.info.comment_lines++;
              } else {
                if (this.state.enabled === false && this.info.lines + (this.state.wasRowDelimiter === true ? 1 : 0) >= from_line) {
                  this.state.enabled = true;
                  this.__resetField();
                  this.__resetRecord();
                  pos += recordDelimiterLength - 1;
                  continue;
                }
                if (skip_empty_lines === true && this.state.wasQuoting === false && this.state.record.length === 0 && this.state.field.length === 0) {
                  this.info.empty_lines++;
                  pos += recordDelimiterLength - 1;
                  continue;
                }
                this.info.bytes = this.state.bufBytesStart + pos;
                const errField = this.__onField();
                if (errField !== void 0) return errField;
                this.info.bytes = this.state.bufBytesStart + pos + recordDelimiterLength;
                const errRecord = this.__onRecord(push);
                if (errRecord !== void 0) return errRecord;
                if (to !== -1 && this.info.records >= to) {
                  this.state.stop = true;
                  close();
                  return;
                }
              }
              this.state.commenting = false;
              pos += recordDelimiterLength - 1;
              continue;
            }
            if (this.state.commenting) {
              continue;
            }
            if (comment !== null && (comment_no_infix === false || this.state.record.length === 0 && this.state.field.length === 0)) {
              const commentCount = this.__compareBytes(comment, buf, pos, chr);
              if (commentCount !== 0) {
                this.state.commenting = true;
                continue;
              }
            }
            const delimiterLength = this.__isDelimiter(buf, pos, chr);
            if (delimiterLength !== 0) {
              this.info.bytes = this.state.bufBytesStart + pos;
              const errField = this.__onField();
              if (errField !== void 0) return errField;
              pos += delimiterLength - 1;
              continue;
            }
          }
        }
        if (this.state.commenting === false) {
          if (max_record_size !== 0 && this.state.record_length + this.state.field.length > max_record_size) {
            return this.__error(
              new CsvError(
                "CSV_MAX_RECORD_SIZE",
                [
                  "Max Record Size:",
                  "record exceed the maximum number of tolerated bytes",
                  `of ${max_record_size}`,
                  `at line ${this.info.lines}`
                ],
                this.options,
                this.__infoField()
              )
            );
          }
        }
        const lappend = ltrim === false || this.state.quoting === true || this.state.field.length !== 0 || !this.__isCharTrimable(buf, pos);
        const rappend = rtrim === false || this.state.wasQuoting === false;
        if (lappend === true && rappend === true) {
          this.state.field.append(chr);
        } else if (rtrim === true && !this.__isCharTrimable(buf, pos)) {
          return this.__error(
            new CsvError(
              "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE",
              [
                "Invalid Closing Quote:",
                "found non trimable byte after quote",
                `at line ${this.info.lines}`
              ],
              this.options,
              this.__infoField()
            )
          );
        } else {
          if (lappend === false) {
            pos += this.__isCharTrimable(buf, pos) - 1;
          }
          continue;
        }
      }
      if (end === true) {
        if (this.state.quoting === true) {
          const err = this.__error(
            new CsvError(
              "CSV_QUOTE_NOT_CLOSED",
              [
                "Quote Not Closed:",
                `the parsing is finished with an opening quote at line ${this.info.lines}`
              ],
              this.options,
              this.__infoField()
            )
          );
          if (err !== void 0) return err;
        } else {
          if (this.state.wasQuoting === true || this.state.record.length !== 0 || this.state.field.length !== 0) {
            this.info.bytes = this.state.bufBytesStart + pos;
            const errField = this.__onField();
            if (errField !== void 0) return errField;
            const errRecord = this.__onRecord(push);
            if (errRecord !== void 0) return errRecord;
          } else if (this.state.wasRowDelimiter === true) {
            this.info.empty_lines++;
          } else if (this.state.commenting === true) {
            this.info.comment_lines++;
          }
        }
      } else {
        this.state.bufBytesStart += pos;
        this.state.previousBuf = buf.slice(pos);
      }
      if (this.state.wasRowDelimiter === true) {
        this.info.lines++;
        this.state.wasRowDelimiter = false;
      }
    },
    __onRecord: function(push) {
      const {
        columns,
        group_columns_by_name,
        encoding,
        info: info3,
        from,
        relax_column_count,
        relax_column_count_less,
        relax_column_count_more,
        raw,
        skip_records_with_empty_values
      } = this.options;
      const { enabled, record } = this.state;
      if (enabled === false) {
        return this.__resetRecord();
      }
      const recordLength = record.length;
      if (columns === true) {
        if (skip_records_with_empty_values === true && isRecordEmpty(record)) {
          this.__resetRecord();
          return;
        }
        return this.__firstLineToColumns(record);
      }
      if (columns === false && this.info.records === 0) {
        this.state.expectedRecordLength = recordLength;
      }
      if (recordLength !== this.state.expectedRecordLength) {
        const err = columns === false ? new CsvError(
          "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH",
          [
            "Invalid Record Length:",
            `expect ${this.state.expectedRecordLength},`,
            `got ${recordLength} on line ${this.info.lines}`
          ],
          this.options,
          this.__infoField(),
          {
            record
          }
        ) : new CsvError(
          "CSV_RECORD_INCONSISTENT_COLUMNS",
          [
            "Invalid Record Length:",
            `columns length is ${columns.length},`,
            // rename columns
            `got ${recordLength} on line ${this.info.lines}`
          ],
          this.options,
          this.__infoField(),
          {
            record
          }
        );
        if (relax_column_count === true || relax_column_count_less === true && recordLength < this.state.expectedRecordLength || relax_column_count_more === true && recordLength > this.state.expectedRecordLength) {
          this.info.invalid_field_length++;
          this.state.error = err;
        } else {
          const finalErr = this.__error(err);
          if (finalErr) return finalErr;
        }
      }
      if (skip_records_with_empty_values === true && isRecordEmpty(record)) {
        this.__resetRecord();
        return;
      }
      if (this.state.recordHasError === true) {
        this.__resetRecord();
        this.state.recordHasError = false;
        return;
      }
      this.info.records++;
      if (from === 1 || this.info.records >= from) {
        const { objname } = this.options;
        if (columns !== false) {
          const obj = {};
          for (let i = 0, l = record.length; i < l; i++) {
            if (columns[i] === void 0 || columns[i].disabled) continue;
            if (group_columns_by_name === true && Object.hasOwn(obj, columns[i].name)) {
              if (Array.isArray(obj[columns[i].name])) {
                obj[columns[i].name] = obj[columns[i].name].concat(record[i]);
              } else {
                obj[columns[i].name] = [obj[columns[i].name], record[i]];
              }
            } else {
              Object.defineProperty(obj, columns[i].name, {
                value: record[i],
                enumerable: true,
                writable: true,
                configurable: true
              });
            }
          }
          if (raw === true || info3 === true) {
            const extRecord = Object.assign(
              { record: obj },
              raw === true ? { raw: this.state.rawBuffer.toString(encoding) } : {},
              info3 === true ? { info: this.__infoRecord() } : {}
            );
            const err = this.__push(
              objname === void 0 ? extRecord : [obj[objname], extRecord],
              push
            );
            if (err) {
              return err;
            }
          } else {
            const err = this.__push(
              objname === void 0 ? obj : [obj[objname], obj],
              push
            );
            if (err) {
              return err;
            }
          }
        } else {
          if (raw === true || info3 === true) {
            const extRecord = Object.assign(
              { record },
              raw === true ? { raw: this.state.rawBuffer.toString(encoding) } : {},
              info3 === true ? { info: this.__infoRecord() } : {}
            );
            const err = this.__push(
              objname === void 0 ? extRecord : [record[objname], extRecord],
              push
            );
            if (err) {
              return err;
            }
          } else {
            const err = this.__push(
              objname === void 0 ? record : [record[objname], record],
              push
            );
            if (err) {
              return err;
            }
          }
        }
      }
      this.__resetRecord();
    },
    __firstLineToColumns: function(record) {
      const { firstLineToHeaders } = this.state;
      try {
        const headers = firstLineToHeaders === void 0 ? record : firstLineToHeaders.call(null, record);
        if (!Array.isArray(headers)) {
          return this.__error(
            new CsvError(
              "CSV_INVALID_COLUMN_MAPPING",
              [
                "Invalid Column Mapping:",
                "expect an array from column function,",
                `got ${JSON.stringify(headers)}`
              ],
              this.options,
              this.__infoField(),
              {
                headers
              }
            )
          );
        }
        const normalizedHeaders = normalize_columns_array(headers);
        this.state.expectedRecordLength = normalizedHeaders.length;
        this.options.columns = normalizedHeaders;
        this.__resetRecord();
        return;
      } catch (err) {
        return err;
      }
    },
    __resetRecord: function() {
      if (this.options.raw === true) {
        this.state.rawBuffer.reset();
      }
      this.state.error = void 0;
      this.state.record = [];
      this.state.record_length = 0;
    },
    __onField: function() {
      const { cast, encoding, rtrim, max_record_size } = this.options;
      const { enabled, wasQuoting } = this.state;
      if (enabled === false) {
        return this.__resetField();
      }
      let field = this.state.field.toString(encoding);
      if (rtrim === true && wasQuoting === false) {
        field = field.trimRight();
      }
      if (cast === true) {
        const [err, f] = this.__cast(field);
        if (err !== void 0) return err;
        field = f;
      }
      this.state.record.push(field);
      if (max_record_size !== 0 && typeof field === "string") {
        this.state.record_length += field.length;
      }
      this.__resetField();
    },
    __resetField: function() {
      this.state.field.reset();
      this.state.wasQuoting = false;
    },
    __push: function(record, push) {
      const { on_record } = this.options;
      if (on_record !== void 0) {
        const info3 = this.__infoRecord();
        try {
          record = on_record.call(null, record, info3);
        } catch (err) {
          return err;
        }
        if (record === void 0 || record === null) {
          return;
        }
      }
      this.info.bytes_records += this.info.bytes;
      push(record);
    },
    // Return a tuple with the error and the casted value
    __cast: function(field) {
      const { columns, relax_column_count } = this.options;
      const isColumns = Array.isArray(columns);
      if (isColumns === true && relax_column_count && this.options.columns.length <= this.state.record.length) {
        return [void 0, void 0];
      }
      if (this.state.castField !== null) {
        try {
          const info3 = this.__infoField();
          return [void 0, this.state.castField.call(null, field, info3)];
        } catch (err) {
          return [err];
        }
      }
      if (this.__isFloat(field)) {
        return [void 0, parseFloat(field)];
      } else if (this.options.cast_date !== false) {
        const info3 = this.__infoField();
        return [void 0, this.options.cast_date.call(null, field, info3)];
      }
      return [void 0, field];
    },
    __compareBytes: function(sourceBuf, targetBuf, targetPos, firstByte) {
      if (sourceBuf[0] !== firstByte) return 0;
      const sourceLength = sourceBuf.length;
      for (let i = 1; i < sourceLength; i++) {
        if (sourceBuf[i] !== targetBuf[targetPos + i]) return 0;
      }
      return sourceLength;
    },
    // Helper to test if a character is trimable
    __isCharTrimable: function(buf, pos) {
      const { timchars, timcharFirstBytes } = this.state;
      const first = buf[pos];
      if (first === void 0 || timcharFirstBytes[first] === 0) return 0;
      loop1: for (let i = 0; i < timchars.length; i++) {
        const timchar = timchars[i];
        for (let j = 0; j < timchar.length; j++) {
          if (timchar[j] !== buf[pos + j]) continue loop1;
        }
        return timchar.length;
      }
      return 0;
    },
    __isDelimiter: function(buf, pos, chr) {
      const { delimiter, ignore_last_delimiters } = this.options;
      if (ignore_last_delimiters === true && this.state.record.length === this.options.columns.length - 1) {
        return 0;
      } else if (ignore_last_delimiters !== false && typeof ignore_last_delimiters === "number" && this.state.record.length === ignore_last_delimiters - 1) {
        return 0;
      }
      loop1: for (let i = 0; i < delimiter.length; i++) {
        const del = delimiter[i];
        if (del[0] === chr) {
          for (let j = 1; j < del.length; j++) {
            if (del[j] !== buf[pos + j]) continue loop1;
          }
          return del.length;
        }
      }
      return 0;
    },
    __isEscape: function(buf, pos, chr) {
      const { escape } = this.options;
      if (escape === null) return false;
      const l = escape.length;
      if (escape[0] === chr) {
        for (let i = 0; i < l; i++) {
          if (escape[i] !== buf[pos + i]) {
            return false;
          }
        }
        return true;
      }
      return false;
    },
    __isFloat: function(value) {
      return value - parseFloat(value) + 1 >= 0;
    },
    // Keep it in case we implement the `cast_int` option
    // __isInt(value){
    //   // return Number.isInteger(parseInt(value))
    //   // return !isNaN( parseInt( obj ) );
    //   return /^(\-|\+)?[1-9][0-9]*$/.test(value)
    // }
    __isQuote: function(buf, pos) {
      const { quote: quote2 } = this.options;
      if (quote2 === null) return false;
      const l = quote2.length;
      for (let i = 0; i < l; i++) {
        if (quote2[i] !== buf[pos + i]) {
          return false;
        }
      }
      return true;
    },
    __isRecordDelimiter: function(chr, buf, pos) {
      const { record_delimiter } = this.options;
      const recordDelimiterLength = record_delimiter.length;
      loop1: for (let i = 0; i < recordDelimiterLength; i++) {
        const rd = record_delimiter[i];
        const rdLength = rd.length;
        if (rd[0] !== chr) {
          continue;
        }
        for (let j = 1; j < rdLength; j++) {
          if (rd[j] !== buf[pos + j]) {
            continue loop1;
          }
        }
        return rd.length;
      }
      return 0;
    },
    __autoDiscoverRecordDelimiter: function(buf, pos) {
      const { encoding } = this.options;
      const rds = [
        // Important, the windows line ending must be before mac os 9
        Buffer.from("\r\n", encoding),
        Buffer.from("\n", encoding),
        Buffer.from("\r", encoding)
      ];
      loop: for (let i = 0; i < rds.length; i++) {
        const l = rds[i].length;
        for (let j = 0; j < l; j++) {
          if (rds[i][j] !== buf[pos + j]) {
            continue loop;
          }
        }
        this.options.record_delimiter.push(rds[i]);
        this.state.recordDelimiterMaxLength = rds[i].length;
        return rds[i].length;
      }
      return 0;
    },
    __error: function(msg) {
      const { encoding, raw, skip_records_with_error } = this.options;
      const err = typeof msg === "string" ? new Error(msg) : msg;
      if (skip_records_with_error) {
        this.state.recordHasError = true;
        if (this.options.on_skip !== void 0) {
          try {
            this.options.on_skip(
              err,
              raw ? this.state.rawBuffer.toString(encoding) : void 0
            );
          } catch (err2) {
            return err2;
          }
        }
        return void 0;
      } else {
        return err;
      }
    },
    __infoDataSet: function() {
      return {
        ...this.info,
        columns: this.options.columns
      };
    },
    __infoRecord: function() {
      const { columns, raw, encoding } = this.options;
      return {
        ...this.__infoDataSet(),
        bytes_records: this.info.bytes,
        error: this.state.error,
        header: columns === true,
        index: this.state.record.length,
        raw: raw ? this.state.rawBuffer.toString(encoding) : void 0
      };
    },
    __infoField: function() {
      const { columns } = this.options;
      const isColumns = Array.isArray(columns);
      const bytes_records = this.info.bytes_records;
      return {
        ...this.__infoRecord(),
        bytes_records,
        column: isColumns === true ? columns.length > this.state.record.length ? columns[this.state.record.length].name : null : this.state.record.length,
        quoting: this.state.wasQuoting
      };
    }
  };
};

// node_modules/csv-parse/lib/sync.js
var parse = function(data, opts = {}) {
  if (typeof data === "string") {
    data = Buffer.from(data);
  }
  const records = opts && opts.objname ? /* @__PURE__ */ Object.create(null) : [];
  const parser = transform(opts);
  const push = (record) => {
    if (parser.options.objname === void 0) records.push(record);
    else {
      records[record[0]] = record[1];
    }
  };
  const close = () => {
  };
  const error = parser.parse(data, true, push, close);
  if (error !== void 0) throw error;
  return records;
};

// src/formats/csv-records.ts
var OPTIONS = { skip_empty_lines: true, trim: true, bom: true };
function readCsvRecords(source) {
  const rows = plainRecords(source.text) ?? parseRecords(source, OPTIONS);
  let lines;
  return {
    rows,
    lineOf: (index) => {
      lines ??= parseRecords(source, { ...OPTIONS, info: true }).map(({ info: info2 }) => info2.lines);
      return lines[index] ?? 0;
    }
  };
}
var UNUSUAL = /[^\n\x21\x23-\x7e]/g;
function plainRecords(text3) {
  const start = text3.charCodeAt(0) === 65279 ? 1 : 0;
  let headerEnd = text3.indexOf("\n", start);
  if (headerEnd === -1) headerEnd = text3.length;
  const headerText = text3.slice(start, headerEnd);
  if (headerEnd === start || headerText.includes('"') || headerText.includes("\r")) return void 0;
  UNUSUAL.lastIndex = headerEnd;
  if (UNUSUAL.test(text3)) return void 0;
  let first;
  try {
    first = parse(headerText, OPTIONS);
  } catch {
    return void 0;
  }
  const header = first[0];
  if (first.length !== 1 || header === void 0) return void 0;
  const rows = [header];
  for (let lineStart = headerEnd + 1; lineStart < text3.length; ) {
    let end = text3.indexOf("\n", lineStart);
    if (end === -1) end = text3.length;
    if (end > lineStart) {
      const cells = text3.slice(lineStart, end).split(",");
      if (cells.length !== header.length) return void 0;
      rows.push(cells);
    }
    lineStart = end + 1;
  }
  return rows;
}
function parseRecords(source, options) {
  try {
    return parse(source.text, options);
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === "number" ? error.lines : void 0;
      const place = line !== void 0 ? { file: source.name, line } : { file: source.name };
      if (error.code === "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH") {
        const record = error.record;
        const found = Array.isArray(record) ? ` but found ${record.length}` : "";
        throw new ParseError(place, `expected as many fields as the header line${found} (ragged row)`);
      }
      throw new ParseError(place, `not valid CSV: ${error.message.replace(/^Invalid /, "invalid ")}`);
    }
    throw error;
  }
}
function hasCsvName(name) {
  return /\.csv$/i.test(name);
}

// src/formats/csv-long.ts
var REQUIRED = ["benchmark", "value"];
var OPTIONAL = ["metric", "unit", "run", "better"];
function headerColumns(cells) {
  const columns = /* @__PURE__ */ new Map();
  cells.forEach((cell2, index) => {
    const name = cell2.trim().toLowerCase();
    if (REQUIRED.includes(name) || OPTIONAL.includes(name)) columns.set(name, index);
  });
  return columns;
}
function parseCsvLong(source) {
  const records = readCsvRecords(source);
  const header = records.rows[0];
  if (header === void 0) throw new ParseError({ file: source.name }, "the file is empty; expected the header benchmark,metric,unit,value");
  const columns = headerColumns(header);
  for (const required of REQUIRED) {
    if (!columns.has(required))
      throw new ParseError(
        { file: source.name, line: records.lineOf(0) },
        `expected a "${required}" column in the header (benchmark,metric,unit,value[,run][,better])`
      );
  }
  const cell2 = (cells, column) => {
    const index = columns.get(column);
    return index === void 0 ? "" : cells[index] ?? "";
  };
  const series = /* @__PURE__ */ new Map();
  for (let row3 = 1; row3 < records.rows.length; row3++) {
    const cells = records.rows[row3];
    const place = {
      file: source.name,
      get line() {
        return records.lineOf(row3);
      }
    };
    const benchmark = cell2(cells, "benchmark");
    if (benchmark === "") throw new ParseError(place, "expected a benchmark name");
    const rawValue = cell2(cells, "value");
    const value = parseDecimal(rawValue);
    if (value === void 0) throw new ParseError(place, `expected a number in "value", found "${rawValue}"`);
    const unit = parseUnit(cell2(cells, "unit"));
    const metric = cell2(cells, "metric") || defaultMetricName(unit);
    const betterText = cell2(cells, "better");
    if (betterText !== "" && !BETTER_VALUES.includes(betterText)) {
      throw new ParseError(place, `expected "lower" or "higher" in "better", found "${betterText}"`);
    }
    const key2 = seriesKey(benchmark, metric);
    let entry2 = series.get(key2);
    if (entry2 === void 0) {
      entry2 = { benchmark, metric, unit, better: unit.better, betterGiven: false, runs: /* @__PURE__ */ new Map() };
      series.set(key2, entry2);
    } else if (entry2.unit.base !== unit.base) {
      throw new ParseError(place, `"${benchmark}" ${metric} is in ${unit.base || "no unit"} here but in ${entry2.unit.base || "no unit"} on an earlier line`);
    }
    if (betterText !== "") {
      if (entry2.betterGiven && entry2.better !== betterText)
        throw new ParseError(place, `"${benchmark}" ${metric} is "${betterText}" is better here but "${entry2.better}" earlier`);
      entry2.better = betterText;
      entry2.betterGiven = true;
    }
    const run2 = cell2(cells, "run");
    const samples = entry2.runs.get(run2) ?? [];
    samples.push(toBaseUnit(value, unit));
    entry2.runs.set(run2, samples);
  }
  if (series.size === 0) throw new ParseError({ file: source.name }, "no samples: expected one line per sample after the header");
  return {
    series: [...series.values()].map((entry2) => ({
      benchmark: entry2.benchmark,
      metric: entry2.metric,
      unit: entry2.unit.base,
      better: entry2.better,
      runs: [...entry2.runs.values()].map((samples) => storeSamples(samples))
    }))
  };
}
var csvLongFormat = {
  id: "csv-long",
  description: "tidy CSV with the header benchmark,metric,unit,value and optional run and better columns",
  detect: ({ name, text: text3 }) => {
    const first = (text3.replace(/^\uFEFF/, "").split("\n", 1)[0] ?? "").toLowerCase();
    const cells = first.split(",").map((cell2) => cell2.trim().replace(/^"|"$/g, ""));
    return (hasCsvName(name) || first.includes(",")) && cells.includes("benchmark") && cells.includes("value");
  },
  parse: parseCsvLong
};

// src/formats/csv-wide.ts
var HEADER_CELL = /^(.*?)\s*\[([^\]]*)\]$/;
function parseCsvWide(source) {
  const records = readCsvRecords(source);
  const header = records.rows[0];
  if (header === void 0)
    throw new ParseError({ file: source.name }, "the file is empty; expected a line of test names, then one line of samples per repetition");
  const headerLine = () => records.lineOf(0);
  if (header[0] === "command" && header.includes("mean") && header.includes("stddev")) {
    throw new ParseError(
      { file: source.name, line: headerLine() },
      "this is hyperfine --export-csv, which keeps no run count or timings; export with --export-json instead"
    );
  }
  const columns = header.map((cell2, index) => {
    const match = HEADER_CELL.exec(cell2);
    const name = (match?.[1] ?? cell2).trim();
    if (name === "") throw new ParseError({ file: source.name, line: headerLine(), column: index + 1 }, "expected a test name in every cell of the first line");
    if (parseDecimal(name) !== void 0 && match === null) {
      throw new ParseError({ file: source.name, line: headerLine(), column: index + 1 }, `expected test names on the first line, found the number ${name}`);
    }
    return { name, unit: parseUnit(match?.[2] ?? ""), samples: [] };
  });
  const seen = /* @__PURE__ */ new Set();
  columns.forEach((column, index) => {
    const key2 = `${column.name}\0${column.unit.base}`;
    if (seen.has(key2))
      throw new ParseError({ file: source.name, line: headerLine(), column: index + 1 }, `test "${column.name}" appears twice on the first line`);
    seen.add(key2);
  });
  for (let row3 = 1; row3 < records.rows.length; row3++) {
    const cells = records.rows[row3];
    const width = Math.min(cells.length, columns.length);
    for (let index = 0; index < width; index++) {
      const cell2 = cells[index];
      if (cell2 === "") continue;
      const value = parseDecimalAt(cell2, 0, cell2.length);
      const column = columns[index];
      if (value === void 0) {
        throw new ParseError({ file: source.name, line: records.lineOf(row3), column: index + 1 }, `expected a number for "${column.name}", found "${cell2}"`);
      }
      column.samples.push(toBaseUnit(value, column.unit));
    }
  }
  const series = [];
  for (const column of columns) {
    if (column.samples.length === 0) continue;
    series.push({
      benchmark: column.name,
      metric: defaultMetricName(column.unit),
      unit: column.unit.base,
      better: column.unit.better,
      runs: [storeSamples(column.samples)]
    });
  }
  if (series.length === 0) throw new ParseError({ file: source.name }, "no samples: expected one line of numbers per repetition after the line of test names");
  return { series };
}
var csvWideFormat = {
  id: "csv",
  description: "perfcmp-style CSV: test names on the first line (`name [unit]`), one sample per column on each later line",
  detect: ({ name, text: text3 }) => !/^\s*[{[]/.test(text3) && (hasCsvName(name) || (text3.split("\n", 1)[0] ?? "").includes(",")),
  parse: parseCsvWide
};

// src/formats/custom-json.ts
function parseCustom(source, better) {
  const reader = new JsonReader(source.name);
  const entries = reader.array(parseJsonText(source), "$");
  const builder = new SeriesBuilder();
  entries.forEach((entry2, i) => {
    const path = `[${i}]`;
    const item = reader.object(entry2, path);
    const name = reader.string(item.name, `${path}.name`);
    const unit = reader.string(item.unit, `${path}.unit`);
    builder.add(name, "value", unit, reader.number(item.value, `${path}.value`), better === void 0 ? {} : { better });
  });
  if (builder.size === 0) throw new ParseError({ file: source.name }, 'expected at least one {"name", "unit", "value"} entry');
  return { series: builder.build() };
}
var detectCustom = (source) => /^\s*\[\s*\{/.test(headOf(source)) && /"value"\s*:/.test(headOf(source, 4096)) && /"unit"\s*:/.test(headOf(source, 4096));
var customFormat = {
  id: "custom",
  description: "github-action-benchmark custom JSON ([{name, unit, value}]); direction from the unit",
  detect: detectCustom,
  parse: (source) => parseCustom(source, void 0)
};
var customBiggerFormat = {
  id: "custom-bigger-is-better",
  tool: "custom",
  description: "github-action-benchmark customBiggerIsBetter JSON",
  detect: () => false,
  parse: (source) => parseCustom(source, "higher")
};
var customSmallerFormat = {
  id: "custom-smaller-is-better",
  tool: "custom",
  description: "github-action-benchmark customSmallerIsBetter JSON",
  detect: () => false,
  parse: (source) => parseCustom(source, "lower")
};

// src/formats/google-benchmark.ts
var RESERVED = /* @__PURE__ */ new Set([
  "name",
  "family_index",
  "per_family_instance_index",
  "run_name",
  "run_type",
  "repetitions",
  "repetition_index",
  "threads",
  "iterations",
  "real_time",
  "cpu_time",
  "time_unit",
  "aggregate_name",
  "aggregate_unit",
  "label",
  "error_occurred",
  "error_message",
  "big_o",
  "rms",
  "complexity_n"
]);
var rowPath = (index) => `benchmarks[${index}]`;
function counterUnit(key2) {
  return key2 === "bytes_per_second" ? "B/s" : key2.endsWith("_per_second") ? `${key2.slice(0, -"_per_second".length)}/s` : "";
}
function rowMetrics(row3, path, reader) {
  const timeUnit = row3.time_unit === void 0 ? "ns" : reader.string(row3.time_unit, `${path}.time_unit`);
  const metrics = [
    { metric: "real_time", unit: timeUnit, value: reader.number(row3.real_time, `${path}.real_time`) },
    { metric: "cpu_time", unit: timeUnit, value: reader.number(row3.cpu_time, `${path}.cpu_time`) }
  ];
  for (const [key2, value] of Object.entries(row3)) {
    if (RESERVED.has(key2) || typeof value !== "number") continue;
    metrics.push({ metric: key2, unit: counterUnit(key2), value: reader.number(value, `${path}.${key2}`) });
  }
  return metrics;
}
var RowTargets = class {
  constructor(builder, lists, name, timeUnit) {
    this.builder = builder;
    this.lists = lists;
    this.name = name;
    this.timeUnit = timeUnit;
    this.time = parseUnit(timeUnit);
    this.targets = [this.target(0, "real_time", this.time), this.target(1, "cpu_time", this.time)];
  }
  builder;
  lists;
  name;
  timeUnit;
  counters = /* @__PURE__ */ new Map();
  /** real_time, cpu_time, then the counters in first-seen order. */
  targets;
  time;
  /** The keys of the last row, in order, and those of them that are not reserved (its counters where their values are numbers). */
  keys = [];
  candidates = [];
  /** The target of a metric, its samples gathered in list `slot` of the parse's lists. */
  target(slot, metric, unit) {
    const values = this.lists[slot] ??= [];
    return { handle: this.builder.handleOf(this.name, metric, unit.base, unit.better), unit, values, count: 0 };
  }
  /** Adds row `index` (of the file's benchmarks) as one sample of each metric. */
  add(row3, index, reader) {
    const [real, cpu] = this.targets;
    real.values[real.count++] = toBaseUnit(
      typeof row3.real_time === "number" ? row3.real_time : reader.number(row3.real_time, `${rowPath(index)}.real_time`),
      this.time
    );
    cpu.values[cpu.count++] = toBaseUnit(
      typeof row3.cpu_time === "number" ? row3.cpu_time : reader.number(row3.cpu_time, `${rowPath(index)}.cpu_time`),
      this.time
    );
    let same = 0;
    for (const key2 in row3) {
      if (key2 !== this.keys[same]) {
        same = -1;
        break;
      }
      same++;
    }
    if (same !== this.keys.length) {
      this.keys = [];
      this.candidates = [];
      for (const key2 in row3) {
        this.keys.push(key2);
        if (!RESERVED.has(key2)) this.candidates.push(key2);
      }
    }
    const candidates = this.candidates;
    for (let k = 0; k < candidates.length; k++) {
      const key2 = candidates[k];
      const value = row3[key2];
      if (typeof value !== "number") continue;
      if (!Number.isFinite(value)) reader.fail(`${rowPath(index)}.${key2}`, "a finite number");
      let counter = this.counters.get(key2);
      if (counter === void 0) {
        counter = this.target(this.targets.length, key2, parseUnit(counterUnit(key2)));
        this.counters.set(key2, counter);
        this.targets.push(counter);
      }
      counter.values[counter.count++] = toBaseUnit(value, counter.unit);
    }
  }
  /** Puts the samples gathered into sample memory, one run of each metric's series. */
  flush() {
    for (const { handle, values, count } of this.targets) if (count > 0) this.builder.appendTo(handle, values, count);
  }
};
function parseGoogleBenchmark(source) {
  const reader = new JsonReader(source.name);
  const root = reader.object(parseJsonText(source), "$");
  const rows = reader.array(root.benchmarks, "benchmarks");
  const builder = new SeriesBuilder();
  const withSamples = /* @__PURE__ */ new Set();
  const aggregates = /* @__PURE__ */ new Map();
  let targets;
  const lists = [];
  for (let i = 0; i < rows.length; i++) {
    const entry2 = rows[i];
    const row3 = typeof entry2 === "object" && entry2 !== null && !Array.isArray(entry2) ? entry2 : reader.object(entry2, rowPath(i));
    if (row3.error_occurred === true) continue;
    const runType = row3.run_type === void 0 ? "iteration" : typeof row3.run_type === "string" ? row3.run_type : reader.string(row3.run_type, `${rowPath(i)}.run_type`);
    const given = row3.run_name ?? row3.name;
    const name = typeof given === "string" ? given : reader.string(given, `${rowPath(i)}.name`);
    if (runType === "aggregate") {
      const kind = row3.aggregate_name;
      const found = aggregates.get(name) ?? {};
      if (kind === "mean") found.mean = { row: row3, index: i };
      else if (kind === "stddev") found.stddev = row3;
      aggregates.set(name, found);
      continue;
    }
    if (runType !== "iteration") continue;
    const timeUnit = row3.time_unit === void 0 ? "ns" : typeof row3.time_unit === "string" ? row3.time_unit : reader.string(row3.time_unit, `${rowPath(i)}.time_unit`);
    if (targets === void 0 || targets.name !== name || targets.timeUnit !== timeUnit) {
      targets?.flush();
      withSamples.add(name);
      targets = new RowTargets(builder, lists, name, timeUnit);
    }
    targets.add(row3, i, reader);
  }
  targets?.flush();
  for (const [name, { mean, stddev }] of aggregates) {
    if (withSamples.has(name) || mean === void 0) continue;
    const path = rowPath(mean.index);
    const n = reader.number(mean.row.repetitions, `${path}.repetitions`);
    const spread2 = stddev === void 0 ? void 0 : new Map(Object.entries(stddev));
    for (const { metric, unit, value } of rowMetrics(mean.row, path, reader)) {
      const sd = spread2?.get(metric);
      builder.addSummary(name, metric, unit, { mean: value, ...typeof sd === "number" && Number.isFinite(sd) && { sd }, n });
    }
  }
  if (builder.size === 0)
    throw new ParseError(
      { file: source.name, path: "benchmarks" },
      'expected at least one benchmark row with run_type "iteration", or "aggregate" rows with a mean'
    );
  return { series: builder.build(), samplesInRange: builder.samplesInRange };
}
var googleBenchmarkFormat = {
  id: "google-benchmark",
  description: "Google Benchmark JSON (--benchmark_format=json)",
  detect: (source) => {
    const head = headOf(source, 8192);
    return /^\s*\{/.test(head) && /"benchmarks"\s*:/.test(head) && /"(library_build_type|run_type|real_time|executable)"\s*:/.test(head);
  },
  parse: parseGoogleBenchmark
};

// src/formats/hyperfine.ts
function checkExitCodes(reader, value, path, command) {
  if (value === void 0) return;
  const codes = reader.array(value, path);
  const failed = codes.filter((code) => code !== 0);
  if (failed.length === 0) return;
  const first = typeof failed[0] === "number" ? `code ${failed[0]}` : "a signal";
  reader.fail(
    path,
    `every run of "${command}" to exit 0, but ${failed.length} of ${codes.length} failed (${first}; hyperfine -i kept them): fix the command, or append "|| true" where a failure is its expected outcome`
  );
}
function parseHyperfine(source) {
  const reader = new JsonReader(source.name);
  const root = reader.object(parseJsonText(source), "$");
  const results = reader.array(root.results, "results");
  const builder = new SeriesBuilder();
  const seen = /* @__PURE__ */ new Map();
  results.forEach((entry2, i) => {
    const path = `results[${i}]`;
    const result = reader.object(entry2, path);
    const name = reader.string(result.command, `${path}.command`);
    const copies = (seen.get(name) ?? 0) + 1;
    seen.set(name, copies);
    const command = copies === 1 ? name : `${name} #${copies}`;
    if (result.times === void 0) reader.fail(`${path}.times`, 'the list of timings ("times"; hyperfine 1.11 or newer writes it)');
    const times = reader.array(result.times, `${path}.times`);
    if (times.length === 0) reader.fail(`${path}.times`, "at least one timing");
    checkExitCodes(reader, result.exit_codes, `${path}.exit_codes`, name);
    times.forEach((time, j) => builder.add(command, "time", "s", reader.number(time, `${path}.times[${j}]`)));
    if (result.memory_usage_byte !== void 0) {
      const memory = reader.array(result.memory_usage_byte, `${path}.memory_usage_byte`);
      memory.forEach((bytes, j) => builder.add(command, "memory", "B", reader.number(bytes, `${path}.memory_usage_byte[${j}]`)));
    }
    for (const key2 of ["user", "system"]) {
      if (result[key2] !== void 0) builder.add(command, key2, "s", reader.number(result[key2], `${path}.${key2}`));
    }
  });
  if (builder.size === 0) throw new ParseError({ file: source.name, path: "results" }, "expected at least one benchmarked command");
  return { series: builder.build() };
}
var hyperfineFormat = {
  id: "hyperfine",
  description: "hyperfine --export-json",
  detect: (source) => /^\s*\{\s*"results"\s*:\s*\[/.test(headOf(source)) && /"command"\s*:/.test(headOf(source, 4096)),
  parse: parseHyperfine
};

// src/formats/jmh.ts
function addMetric(reader, builder, name, metric, data, path, budget, better) {
  const unit = reader.string(data.scoreUnit, `${path}.scoreUnit`).replace(/\/op$/, "");
  const options = (fork) => ({ run: String(fork), ...better !== void 0 && { better } });
  if (data.rawData === void 0 && data.rawDataHistogram !== void 0) {
    const bins = [];
    reader.array(data.rawDataHistogram, `${path}.rawDataHistogram`).forEach((fork, f) => {
      reader.array(fork, `${path}.rawDataHistogram[${f}]`).forEach((iteration, k) => {
        reader.array(iteration, `${path}.rawDataHistogram[${f}][${k}]`).forEach((pair, b) => {
          const at = `${path}.rawDataHistogram[${f}][${k}][${b}]`;
          const [value, count] = reader.array(pair, at);
          const times = reader.number(count, `${at}[1]`);
          if (!Number.isInteger(times) || times < 1 || times > MAX_HISTOGRAM_COUNT) reader.fail(`${at}[1]`, `a whole count from 1 to ${MAX_HISTOGRAM_COUNT}`);
          budget.left -= times;
          if (budget.left < 0)
            throw new ParseError(
              { file: reader.file, path: at },
              `the sample-mode histograms stand for more than ${MAX_HISTOGRAM_SAMPLES.toLocaleString("en-US")} samples in all; run JMH with fewer or shorter iterations (-i, -r) or another mode (-bm avgt)`
            );
          bins.push({ fork: f, sample: reader.number(value, `${at}[0]`), times });
        });
      });
    });
    for (const { fork, sample, times } of bins) for (let c2 = 0; c2 < times; c2++) builder.add(name, metric, unit, sample, options(fork));
    return;
  }
  reader.array(data.rawData, `${path}.rawData`).forEach((fork, f) => {
    reader.array(fork, `${path}.rawData[${f}]`).forEach((value, k) => {
      builder.add(name, metric, unit, reader.number(value, `${path}.rawData[${f}][${k}]`), options(f));
    });
  });
}
var MAX_HISTOGRAM_COUNT = 1e5;
var MAX_HISTOGRAM_SAMPLES = 1e7;
function parseJmh(source) {
  const reader = new JsonReader(source.name);
  const results = reader.array(parseJsonText(source), "$");
  const builder = new SeriesBuilder();
  const budget = { left: MAX_HISTOGRAM_SAMPLES };
  results.forEach((entry2, i) => {
    const path = `[${i}]`;
    const result = reader.object(entry2, path);
    let name = reader.string(result.benchmark, `${path}.benchmark`);
    if (result.params !== void 0) {
      const params = reader.object(result.params, `${path}.params`);
      const text3 = Object.entries(params).map(([key2, value]) => `${key2}=${String(value)}`).join(",");
      if (text3 !== "") name += `(${text3})`;
    }
    const mode = typeof result.mode === "string" ? result.mode : "score";
    addMetric(
      reader,
      builder,
      name,
      mode === "thrpt" ? "throughput" : "time",
      reader.object(result.primaryMetric, `${path}.primaryMetric`),
      `${path}.primaryMetric`,
      budget
    );
    if (result.secondaryMetrics === void 0 || result.secondaryMetrics === null) return;
    for (const [key2, value] of Object.entries(reader.object(result.secondaryMetrics, `${path}.secondaryMetrics`))) {
      const profiled = key2.startsWith("·");
      addMetric(
        reader,
        builder,
        name,
        profiled ? key2.slice(1) : key2,
        reader.object(value, `${path}.secondaryMetrics[${JSON.stringify(key2)}]`),
        `${path}.secondaryMetrics[${JSON.stringify(key2)}]`,
        budget,
        profiled ? "lower" : void 0
      );
    }
  });
  if (builder.size === 0) throw new ParseError({ file: source.name }, "expected at least one JMH result with primaryMetric.rawData (or rawDataHistogram)");
  return { series: builder.build() };
}
var jmhFormat = {
  id: "jmh",
  description: "JMH JSON (-rf json); every fork is a run",
  detect: (source) => /^\s*\[/.test(headOf(source)) && /"jmhVersion"\s*:|"primaryMetric"\s*:/.test(headOf(source, 8192)),
  parse: parseJmh
};

// src/formats/native.ts
var NATIVE_VERSION = 1;
var metricPath = (i, j) => `benchmarks[${i}].metrics[${j}]`;
var runPath = (i, j, k) => `${metricPath(i, j)}${k < 0 ? ".summary" : `.runs[${k}]`}`;
var inRange = true;
function readSamples(reader, value, i, j, k, unit) {
  const count = value.length;
  if (count === 0) reader.fail(runPath(i, j, k), "a run with at least one sample");
  const run2 = reserveSamples(count);
  const { chunk: chunk2, start } = run2;
  const scaled = unit.multiplier !== unit.divisor;
  for (let s = 0; s < count; s++) {
    const sample = value[s];
    if (typeof sample !== "number" || !Number.isFinite(sample)) reader.fail(`${runPath(i, j, k)}[${s}]`, "a finite number");
    const stored = scaled ? toBaseUnit(sample, unit) : sample;
    if (!inSampleRange(stored)) inRange = false;
    chunk2[start + s] = stored;
  }
  return run2;
}
function readRun(reader, value, i, j, k, unit) {
  if (Array.isArray(value)) return readSamples(reader, value, i, j, k, unit);
  const path = runPath(i, j, k);
  const summary = reader.object(value, path);
  const n = reader.number(summary.n, `${path}.n`);
  if (!Number.isInteger(n) || n < 1) reader.fail(`${path}.n`, "a whole number of samples ≥ 1");
  const mean = toBaseUnit(reader.number(summary.mean, `${path}.mean`), unit);
  if (summary.median !== void 0 && summary.median !== true) reader.fail(`${path}.median`, 'true (the one value is a median), or no "median"');
  const median = summary.median === true && { median: true };
  if (summary.sd === void 0) return { kind: "summary", summary: { mean, n, ...median } };
  const sd = reader.number(summary.sd, `${path}.sd`);
  if (sd < 0) reader.fail(`${path}.sd`, "a standard deviation ≥ 0");
  return { kind: "summary", summary: { mean, sd: toBaseUnit(sd, unit), n, ...median } };
}
function readSeries(reader, benchmark, value, i, j) {
  const metric = typeof value === "object" && value !== null && !Array.isArray(value) ? value : reader.object(value, metricPath(i, j));
  const name = typeof metric.name === "string" ? metric.name : reader.string(metric.name, `${metricPath(i, j)}.name`);
  const symbol = typeof metric.unit === "string" ? metric.unit : reader.optionalString(metric.unit, `${metricPath(i, j)}.unit`) ?? "";
  const unit = parseUnit(symbol);
  let better = unit.better;
  if (metric.better !== void 0) {
    const given2 = reader.string(metric.better, `${metricPath(i, j)}.better`);
    if (!BETTER_VALUES.includes(given2)) reader.fail(`${metricPath(i, j)}.better`, '"lower" or "higher"');
    better = given2;
  }
  const given = metric.runs === void 0 ? [] : Array.isArray(metric.runs) ? metric.runs : reader.array(metric.runs, `${metricPath(i, j)}.runs`);
  const summary = metric.summary === void 0 ? void 0 : reader.object(metric.summary, `${metricPath(i, j)}.summary`);
  const runs = new Array(given.length + (summary === void 0 ? 0 : 1));
  for (let k = 0; k < given.length; k++) runs[k] = readRun(reader, given[k], i, j, k, unit);
  if (summary !== void 0) runs[given.length] = readRun(reader, summary, i, j, -1, unit);
  if (runs.length === 0) reader.fail(metricPath(i, j), '"runs" (a list of runs, each a list of samples) or "summary"');
  if (metric.exact === void 0) return { benchmark, metric: name, unit: unit.base, better, runs };
  if (metric.exact !== true && metric.exact !== false) reader.fail(`${metricPath(i, j)}.exact`, "true (a count measured without noise) or false");
  return { benchmark, metric: name, unit: unit.base, better, ...metric.exact && { exact: true }, runs };
}
function readContext(reader, value) {
  if (value === void 0) return void 0;
  const context = reader.object(value, "context");
  const fields = {};
  for (const key2 of ["commit", "ref", "runner", "date"]) {
    const field = reader.optionalString(context[key2], `context.${key2}`);
    if (field !== void 0) fields[key2] = field;
  }
  return fields;
}
function parseNative(source) {
  const reader = new JsonReader(source.name);
  inRange = true;
  const root = reader.object(parseJsonText(source), "$");
  if (root.benchgate !== NATIVE_VERSION) reader.fail("benchgate", `"benchgate": ${NATIVE_VERSION} (the native format version)`);
  const series = [];
  const benchmarks = reader.array(root.benchmarks, "benchmarks");
  for (let i = 0; i < benchmarks.length; i++) {
    const entry2 = benchmarks[i];
    const benchmark = typeof entry2 === "object" && entry2 !== null && !Array.isArray(entry2) ? entry2 : reader.object(entry2, `benchmarks[${i}]`);
    const name = typeof benchmark.name === "string" ? benchmark.name : reader.string(benchmark.name, `benchmarks[${i}].name`);
    const metrics = Array.isArray(benchmark.metrics) ? benchmark.metrics : reader.array(benchmark.metrics, `benchmarks[${i}].metrics`);
    for (let j = 0; j < metrics.length; j++) series.push(readSeries(reader, name, metrics[j], i, j));
  }
  const suite2 = reader.optionalString(root.suite, "suite");
  const context = readContext(reader, root.context);
  return { ...suite2 !== void 0 && { suite: suite2 }, ...context !== void 0 && { context }, series, samplesInRange: inRange };
}
var nativeFormat = {
  id: "benchgate",
  description: 'benchgate native JSON ({"benchgate": 1, ...}); lossless',
  detect: (source) => /^\s*\{[\s\S]{0,200}"benchgate"\s*:/.test(headOf(source)),
  parse: parseNative
};
function renderNative(set) {
  const benchmarks = /* @__PURE__ */ new Map();
  for (const series of set.series) {
    const runs = series.runs.map((run2) => run2.kind === "samples" ? Array.from(run2.samples) : run2.summary);
    const metrics = benchmarks.get(series.benchmark) ?? [];
    metrics.push({ name: series.metric, unit: series.unit, better: series.better, ...series.exact === true && { exact: true }, runs });
    benchmarks.set(series.benchmark, metrics);
  }
  const document = {
    benchgate: NATIVE_VERSION,
    ...set.suite !== void 0 && { suite: set.suite },
    ...set.context !== void 0 && { context: set.context },
    benchmarks: [...benchmarks].map(([name, metrics]) => ({ name, metrics }))
  };
  return `${JSON.stringify(document)}
`;
}

// src/formats/pytest-benchmark.ts
function parsePytestBenchmark(source) {
  const reader = new JsonReader(source.name);
  const root = reader.object(parseJsonText(source), "$");
  const builder = new SeriesBuilder();
  reader.array(root.benchmarks, "benchmarks").forEach((entry2, i) => {
    const path = `benchmarks[${i}]`;
    const benchmark = reader.object(entry2, path);
    const name = reader.string(benchmark.fullname ?? benchmark.name, `${path}.fullname`);
    const stats2 = reader.object(benchmark.stats, `${path}.stats`);
    const data = stats2.data;
    const numbers = Array.isArray(data) && data.every((value) => typeof value === "number");
    const complete = numbers && data.length > 0 && (typeof stats2.rounds !== "number" || data.length === stats2.rounds);
    if (Array.isArray(data) && !numbers && stats2.mean === void 0) data.forEach((value, j) => reader.number(value, `${path}.stats.data[${j}]`));
    if (complete) {
      data.forEach((value, j) => builder.add(name, "time", "s", reader.number(value, `${path}.stats.data[${j}]`)));
      return;
    }
    if (stats2.data !== void 0 && stats2.mean === void 0)
      reader.fail(`${path}.stats.data`, "every round (a list of numbers), or the summary (mean, stddev, rounds)");
    const rounds = reader.number(stats2.rounds, `${path}.stats.rounds`);
    builder.addSummary(name, "time", "s", {
      mean: reader.number(stats2.mean, `${path}.stats.mean`),
      sd: reader.number(stats2.stddev, `${path}.stats.stddev`),
      n: rounds
    });
  });
  if (builder.size === 0) throw new ParseError({ file: source.name, path: "benchmarks" }, "expected at least one benchmark");
  return { series: builder.build() };
}
var pytestBenchmarkFormat = {
  id: "pytest-benchmark",
  description: "pytest-benchmark --benchmark-json (its rounds are the samples)",
  detect: (source) => /^\s*\{/.test(headOf(source)) && /"machine_info"\s*:/.test(headOf(source, 8192)) && /"benchmarks"\s*:/.test(source.text),
  parse: parsePytestBenchmark
};

// src/formats/valgrind.ts
var EVENT_UNITS = /* @__PURE__ */ new Map([
  ["Ir", "instructions"],
  ["Dr", "reads"],
  ["Dw", "writes"],
  ["I1mr", "misses"],
  ["D1mr", "misses"],
  ["D1mw", "misses"],
  ["ILmr", "misses"],
  ["DLmr", "misses"],
  ["DLmw", "misses"],
  ["I2mr", "misses"],
  ["D2mr", "misses"],
  ["D2mw", "misses"],
  ["Bc", "branches"],
  ["Bi", "branches"],
  ["Bcm", "mispredicts"],
  ["Bim", "mispredicts"],
  ["sysCount", "calls"]
]);
var CLOCK_EVENTS = /* @__PURE__ */ new Set(["sysTime", "sysCpuTime"]);
function eventMetric(event) {
  return event === "Ir" ? "instructions" : event;
}
function numbersOf(text3, source, line, events) {
  const fields = text3.trim().split(/\s+/);
  if (fields.length > events.length)
    throw new ParseError({ file: source.name, line }, `expected at most ${events.length} counts (one per event of "events:"), got ${fields.length}`);
  return events.map((_, i) => {
    const field = fields[i] ?? "0";
    if (!/^\d+$/.test(field)) throw new ParseError({ file: source.name, line }, `expected a whole count, got "${field.slice(0, 40)}"`);
    return Number(field);
  });
}
var MAX_EVENTS = 256;
function readTotals(source, tool) {
  const totals = { command: void 0, events: void 0, sums: void 0 };
  let part = {};
  const closePart = () => {
    const counts = part.totals ?? part.summary;
    part = {};
    if (counts === void 0) return;
    const sums = totals.sums ??= counts.map(() => 0);
    counts.forEach((value, i) => sums[i] = sums[i] + value);
  };
  numberedLines(source.text).forEach(({ line, text: text3 }) => {
    const colon = text3.indexOf(": ");
    if (colon < 0) return;
    const key2 = text3.slice(0, colon);
    const value = text3.slice(colon + 2);
    if (key2 === "cmd") totals.command ??= value.trim();
    else if (key2 === "events" && totals.events === void 0) {
      const events = value.trim().split(/\s+/);
      if (events.length > MAX_EVENTS)
        throw new ParseError({ file: source.name, line }, `expected at most ${MAX_EVENTS} events (valgrind counts some 20), got ${events.length}`);
      totals.events = events;
    } else if (key2 === "part") closePart();
    else if (key2 === "summary" || key2 === "totals") {
      if (totals.events === void 0) throw new ParseError({ file: source.name, line }, `expected an "events:" line before "${key2}:"`);
      part[key2] = numbersOf(value, source, line, totals.events);
    }
  });
  closePart();
  if (totals.events === void 0) throw new ParseError({ file: source.name }, `expected an "events:" line (${tool}'s list of what it counted)`);
  return totals;
}
function parseValgrind(source, tool) {
  const { command, events, sums } = readTotals(source, tool);
  if (sums === void 0 || events === void 0)
    throw new ParseError({ file: source.name }, `expected a "summary:" or "totals:" line: ${tool} writes it when the program ends (the file is cut short?)`);
  const builder = new SeriesBuilder();
  const name = command === void 0 || command === "" ? "program" : command;
  events.forEach((event, i) => {
    const clock = CLOCK_EVENTS.has(event);
    builder.add(name, eventMetric(event), clock ? event : EVENT_UNITS.get(event) ?? "events", sums[i], { better: "lower", exact: !clock });
  });
  return { series: builder.build() };
}
var callgrindFormat = {
  id: "callgrind",
  description: "valgrind --tool=callgrind output file (callgrind.out.*): exact counts",
  detect: (source) => {
    const head = headOf(source, 4096);
    return /^# callgrind format/.test(head) || /^version: 1\r?$/m.test(head) && /^creator: callgrind/m.test(head);
  },
  parse: (source) => parseValgrind(source, "callgrind")
};
var cachegrindFormat = {
  id: "cachegrind",
  description: "valgrind --tool=cachegrind output file (cachegrind.out.*): exact counts",
  detect: (source) => {
    const head = headOf(source, 4096);
    return /^(?:# cachegrind format|desc: |cmd: )/.test(head) && /^events: \S/m.test(head) && /^cmd: /m.test(head);
  },
  parse: (source) => parseValgrind(source, "cachegrind")
};

// src/formats/iai-callgrind.ts
var METRIC_UNITS = /* @__PURE__ */ new Map([
  ["Instructions", "instructions"],
  ["L1 Hits", "hits"],
  ["L2 Hits", "hits"],
  ["LL Hits", "hits"],
  ["RAM Hits", "hits"],
  ["Total read+write", "accesses"],
  ["Estimated Cycles", "cycles"]
]);
var METRIC_LINE = /^\s+([A-Za-z][^:|]*?):\s+(\d+|N\/A)\|\S*/;
var COMPARISON_LINE = /^\s+Comparison with /;
function parseIaiCallgrind(source) {
  const builder = new SeriesBuilder();
  let benchmark;
  let comparing = false;
  for (const { line, text: text3 } of numberedLines(source.text)) {
    if (text3.trim() === "") continue;
    if (!/^\s/.test(text3)) {
      benchmark = text3.trim();
      comparing = false;
      continue;
    }
    if (COMPARISON_LINE.test(text3)) comparing = true;
    const metric = METRIC_LINE.exec(text3);
    if (metric === null || comparing) continue;
    const [, name = "", value = ""] = metric;
    if (benchmark === void 0) throw new ParseError({ file: source.name, line }, "expected the name of a benchmark before its counts");
    if (value === "N/A") continue;
    builder.add(benchmark, name === "Instructions" ? "instructions" : name, METRIC_UNITS.get(name) ?? "events", Number(value), {
      better: "lower",
      exact: true
    });
  }
  if (builder.size === 0) throw new ParseError({ file: source.name }, 'expected at least one benchmark with its counts ("  Instructions:  1733|N/A")');
  return { series: builder.build() };
}
var iaiCallgrindFormat = {
  id: "iai-callgrind",
  description: "iai-callgrind's text output (cargo bench): exact counts",
  detect: (source) => /^\S[^\n]*\r?\n\s+Instructions:\s+(?:\d+|N\/A)\|/m.test(headOf(source)),
  parse: parseIaiCallgrind
};

// src/formats/pyperf.ts
var UNITS = /* @__PURE__ */ new Map([
  ["second", "s"],
  ["byte", "B"],
  ["integer", "count"]
]);
var VERSIONS = /* @__PURE__ */ new Set(["1.0", 6]);
function metadataOf(reader, value, path) {
  return value === void 0 || value === null ? {} : reader.object(value, path);
}
function parsePyperf(source) {
  const reader = new JsonReader(source.name);
  const root = reader.object(parseJsonText(source), "$");
  if (!VERSIONS.has(root.version))
    reader.fail(
      "version",
      `pyperf's format "1.0" (pyperf 1.0 or newer; pyperf convert --indent OLD -o NEW upgrades a file), got ${JSON.stringify(root.version)}`
    );
  const metadata = [metadataOf(reader, root.metadata, "metadata")];
  const lookUp = (key2) => metadata.findLast((level) => level[key2] !== void 0)?.[key2];
  const builder = new SeriesBuilder();
  reader.array(root.benchmarks, "benchmarks").forEach((entry2, i) => {
    const path = `benchmarks[${i}]`;
    const benchmark = reader.object(entry2, path);
    metadata[1] = metadataOf(reader, benchmark.metadata, `${path}.metadata`);
    reader.array(benchmark.runs, `${path}.runs`).forEach((runEntry, j) => {
      const runPath2 = `${path}.runs[${j}]`;
      const run2 = reader.object(runEntry, runPath2);
      if (run2.values === void 0) return;
      metadata[2] = metadataOf(reader, run2.metadata, `${runPath2}.metadata`);
      const name = reader.string(lookUp("name"), `${runPath2}.metadata.name (or the benchmark's, or the file's)`);
      const unitName = reader.optionalString(lookUp("unit"), `${runPath2}.metadata.unit`) ?? "second";
      const unit = UNITS.get(unitName) ?? reader.fail(`${runPath2}.metadata.unit`, `one of pyperf's units (second, byte, integer), got "${unitName.slice(0, 40)}"`);
      const metric = unit === "s" ? "time" : unitName === "byte" ? "memory" : "value";
      reader.array(run2.values, `${runPath2}.values`).forEach((value, k) => {
        builder.add(name, metric, unit, reader.number(value, `${runPath2}.values[${k}]`), { run: String(j) });
      });
    });
  });
  if (builder.size === 0)
    throw new ParseError({ file: source.name, path: "benchmarks" }, "expected at least one benchmark with a run of values (not only the calibration run)");
  return { series: builder.build() };
}
var pyperfFormat = {
  id: "pyperf",
  description: "pyperf / pyperformance JSON (-o FILE)",
  detect: (source) => {
    const head = headOf(source);
    return /^\s*\{\s*"benchmarks"\s*:\s*\[\s*\{\s*"(?:metadata|runs)"\s*:/.test(head) && /"(?:values|warmups)"\s*:/.test(head);
  },
  parse: parsePyperf
};

// src/formats/vitest-bench.ts
function parseVitestBench(source) {
  const reader = new JsonReader(source.name);
  const root = reader.object(parseJsonText(source), "$");
  const builder = new SeriesBuilder();
  reader.array(root.files, "files").forEach((fileEntry, f) => {
    const file = reader.object(fileEntry, `files[${f}]`);
    reader.array(file.groups, `files[${f}].groups`).forEach((groupEntry, g) => {
      const path = `files[${f}].groups[${g}]`;
      const group = reader.object(groupEntry, path);
      const prefix = reader.string(group.fullName, `${path}.fullName`);
      reader.array(group.benchmarks, `${path}.benchmarks`).forEach((benchEntry, b) => {
        const benchPath = `${path}.benchmarks[${b}]`;
        const bench = reader.object(benchEntry, benchPath);
        const name = `${prefix} > ${reader.string(bench.name, `${benchPath}.name`)}`;
        const samples = bench.samples === void 0 ? [] : reader.array(bench.samples, `${benchPath}.samples`);
        if (samples.length > 0) {
          samples.forEach((sample, s) => builder.add(name, "time", "ms", reader.number(sample, `${benchPath}.samples[${s}]`)));
          return;
        }
        const n = reader.number(bench.sampleCount, `${benchPath}.sampleCount`);
        if (!Number.isInteger(n) || n < 1) reader.fail(`${benchPath}.sampleCount`, "a whole number of iterations ≥ 1");
        if (bench.median !== void 0) {
          builder.addSummary(name, "time", "ms", { mean: reader.number(bench.median, `${benchPath}.median`), n, median: true });
          return;
        }
        const mean = reader.number(bench.mean, `${benchPath}.mean`);
        builder.addSummary(name, "time", "ms", { mean, sd: reader.number(bench.sd, `${benchPath}.sd`), n });
      });
    });
  });
  if (builder.size === 0) throw new ParseError({ file: source.name, path: "files" }, "expected at least one benchmark");
  return { series: builder.build() };
}
var vitestBenchFormat = {
  id: "vitest-bench",
  description: "vitest bench --outputJson FILE",
  detect: (source) => {
    const head = headOf(source);
    return /^\s*\{\s*"files"\s*:\s*\[/.test(head) && /"groups"\s*:/.test(head) && /"benchmarks"\s*:/.test(head);
  },
  parse: parseVitestBench
};

// src/formats/catch2-xml.ts
var OPEN = "<BenchmarkResults";
var CLOSE = "</BenchmarkResults>";
var ATTRIBUTE = /\s*([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
var ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
function decoded(value) {
  let bad = false;
  const text3 = value.replace(/&(#x[0-9a-fA-F]{1,8}|#\d{1,10}|\w{1,10});/g, (entity, code) => {
    if (!code.startsWith("#")) return ENTITIES[code] ?? entity;
    const point = code.startsWith("#x") ? parseInt(code.slice(2), 16) : Number(code.slice(1));
    if (point > 1114111) bad = true;
    return bad ? "" : String.fromCodePoint(point);
  });
  return bad ? void 0 : text3;
}
function startTag(text3, from) {
  const attributes = /* @__PURE__ */ new Map();
  let at = from;
  for (; ; ) {
    ATTRIBUTE.lastIndex = at;
    const match = ATTRIBUTE.exec(text3);
    if (match === null) break;
    const value = decoded(match[2] ?? match[3] ?? "");
    if (value === void 0) return `${match[1] ?? ""}="..." with character references up to &#x10FFFF;`;
    attributes.set(match[1] ?? "", value);
    at = ATTRIBUTE.lastIndex;
  }
  const close = /\s*\/?>/y;
  close.lastIndex = at;
  return close.test(text3) ? { attributes, end: close.lastIndex } : 'a start tag of name="value" attributes ending in ">"';
}
function valueIn(text3, from, to, name) {
  const open = text3.indexOf(`<${name}`, from);
  if (open < 0 || open >= to) return NaN;
  const tag = startTag(text3, open + name.length + 1);
  return typeof tag === "string" || tag.end > to ? NaN : Number(tag.attributes.get("value") ?? NaN);
}
function parseCatch2Xml(source) {
  const builder = new SeriesBuilder();
  const text3 = source.text;
  let line = 1;
  let counted = 0;
  for (let open = text3.indexOf(OPEN); open >= 0; open = text3.indexOf(OPEN, open + OPEN.length)) {
    for (let i = text3.indexOf("\n", counted); i >= 0 && i < open; i = text3.indexOf("\n", i + 1)) line++;
    counted = open;
    const fail2 = (expected) => {
      throw new ParseError({ file: source.name, line }, `expected ${expected} in <BenchmarkResults>`);
    };
    if (/[\w:.-]/.test(text3[open + OPEN.length] ?? "")) continue;
    const tag = startTag(text3, open + OPEN.length);
    if (typeof tag === "string") return fail2(tag);
    const close = text3.indexOf(CLOSE, tag.end);
    if (close < 0) fail2(`its end, ${CLOSE}`);
    const name = tag.attributes.get("name") ?? fail2('a name="..." attribute');
    const n = Number(tag.attributes.get("samples"));
    if (!Number.isInteger(n) || n < 1) fail2('samples="N", a whole number ≥ 1');
    const valueOf = (element) => {
      const value = valueIn(text3, tag.end, close, element);
      return Number.isFinite(value) ? value : fail2(`<${element} value="..."/> with a number`);
    };
    builder.addSummary(name, "time", "ns", { mean: valueOf("mean"), sd: valueOf("standardDeviation"), n });
    open = close;
  }
  if (builder.size === 0)
    throw new ParseError(
      { file: source.name },
      "expected <BenchmarkResults> elements: run the benchmarks (not only the tests) with -r xml, and build with CATCH_CONFIG_ENABLE_BENCHMARKING (Catch2 v2)"
    );
  return { series: builder.build() };
}
var catch2XmlFormat = {
  id: "catch2-xml",
  tool: "catch2",
  description: "Catch2 XML reporter (-r xml) with benchmarks",
  detect: (source) => {
    const head = headOf(source);
    return /^\s*(?:<\?xml[^>]*>\s*)?<(?:Catch|Catch2TestRun)\b/.test(head);
  },
  parse: parseCatch2Xml
};

// src/formats/cargo-criterion.ts
var THROUGHPUT_UNITS = /* @__PURE__ */ new Map([
  ["bytes", "B/s"],
  ["elements", "elements/s"]
]);
var MESSAGES = "one JSON message a line, as cargo criterion --message-format=json prints on stdout (give benchgate stdout alone, not 2>&1)";
function messageOf(name, line, text3) {
  let value;
  try {
    value = parseJsonText({ name, text: text3 });
  } catch (error) {
    throw error instanceof ParseError ? new ParseError({ file: name, line }, error.detail) : error;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new ParseError({ file: name, line }, `expected ${MESSAGES}`);
  return value;
}
function addBenchmark(builder, reader, message, run2) {
  const name = reader.string(message.id, "id");
  const iterations = reader.array(message.iteration_count, "iteration_count");
  const values = reader.array(message.measured_values, "measured_values");
  if (iterations.length !== values.length || values.length === 0)
    reader.fail("measured_values", `as many values as iteration_count (${iterations.length}), at least one`);
  const unit = parseUnit(reader.string(message.unit, "unit"));
  const metric = unit.quantity === "time" ? "time" : "value";
  const throughputs = message.throughput === void 0 ? [] : reader.array(message.throughput, "throughput");
  const rates = throughputs.map((entry2, i) => {
    const throughput = reader.object(entry2, `throughput[${i}]`);
    const rateUnit = THROUGHPUT_UNITS.get(reader.string(throughput.unit, `throughput[${i}].unit`));
    if (rateUnit === void 0) return reader.fail(`throughput[${i}].unit`, '"bytes" or "elements"');
    return { count: reader.number(throughput.per_iteration, `throughput[${i}].per_iteration`), unit: rateUnit };
  });
  values.forEach((value, i) => {
    const count = reader.number(iterations[i], `iteration_count[${i}]`);
    if (!(count > 0)) reader.fail(`iteration_count[${i}]`, "a positive iteration count");
    const perIteration = reader.number(value, `measured_values[${i}]`) / count;
    builder.add(name, metric, unit, perIteration, { run: run2 });
    if (unit.quantity === "time") {
      const seconds = perIteration * unit.multiplier / unit.divisor;
      for (const rate of rates) builder.add(name, "throughput", rate.unit, rate.count / seconds, { run: run2 });
    }
  });
}
function parseCargoCriterion(source) {
  const builder = new SeriesBuilder();
  const seen = /* @__PURE__ */ new Map();
  for (const { line, text: text3 } of numberedLines(source.text)) {
    if (text3.trim() === "") continue;
    if (!text3.trimStart().startsWith("{")) throw new ParseError({ file: source.name, line }, `expected ${MESSAGES}`);
    const message = messageOf(source.name, line, text3);
    if (message.reason !== "benchmark-complete") continue;
    const reader = new JsonReader(`${source.name}:${line}`);
    const id = reader.string(message.id, "id");
    const run2 = seen.get(id) ?? 0;
    seen.set(id, run2 + 1);
    addBenchmark(builder, reader, message, String(run2));
  }
  if (builder.size === 0) throw new ParseError({ file: source.name }, `expected at least one "benchmark-complete" message: ${MESSAGES}`);
  return { series: builder.build() };
}
var cargoCriterionFormat = {
  id: "cargo-criterion",
  tool: "criterion",
  description: "cargo-criterion's JSON messages (--message-format=json)",
  detect: (source) => /^\s*\{\s*"reason"\s*:\s*"(?:benchmark|group)-complete"/.test(headOf(source)),
  parse: parseCargoCriterion
};

// src/formats/deno-bench.ts
function fileOf(origin) {
  const last = origin.slice(origin.lastIndexOf("/") + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
function parseDenoBench(source) {
  const reader = new JsonReader(source.name);
  const root = reader.object(parseJsonText(source), "$");
  if (root.version !== 1) reader.fail("version", `1, the version of deno bench --json benchgate reads, got ${JSON.stringify(root.version)}`);
  const builder = new SeriesBuilder();
  reader.array(root.benches, "benches").forEach((entry2, b) => {
    const path = `benches[${b}]`;
    const bench = reader.object(entry2, path);
    const group = bench.group === null || bench.group === void 0 ? void 0 : reader.string(bench.group, `${path}.group`);
    const name = [fileOf(reader.string(bench.origin, `${path}.origin`)), group, reader.string(bench.name, `${path}.name`)].filter((part) => part !== void 0).join(" > ");
    reader.array(bench.results, `${path}.results`).forEach((resultEntry, r) => {
      const resultPath = `${path}.results[${r}]`;
      const result = reader.object(resultEntry, resultPath);
      if (result.ok === void 0)
        throw new ParseError({ file: source.name, path: resultPath }, `benchmark "${name}" failed: fix it, or leave it out of the run (Deno.bench's ignore)`);
      const stats2 = reader.object(result.ok, `${resultPath}.ok`);
      const n = reader.number(stats2.n, `${resultPath}.ok.n`);
      if (!Number.isInteger(n) || n < 1) reader.fail(`${resultPath}.ok.n`, "a whole number of measurements ≥ 1");
      builder.addSummary(name, "time", "ns", { mean: reader.number(stats2.avg, `${resultPath}.ok.avg`), n });
    });
  });
  if (builder.size === 0) throw new ParseError({ file: source.name, path: "benches" }, "expected at least one benchmark with a result");
  return { series: builder.build() };
}
var denoBenchFormat = {
  id: "deno-bench",
  description: "deno bench --json",
  detect: (source) => /^\s*\{\s*"version"\s*:\s*\d+\s*,\s*"runtime"\s*:\s*"Deno\//.test(headOf(source)),
  parse: parseDenoBench
};

// src/formats/asv.ts
var KINDS = [
  { prefix: "time_", metric: "time", unit: "s" },
  { prefix: "timeraw_", metric: "time", unit: "s" },
  { prefix: "peakmem_", metric: "peak memory", unit: "B" },
  { prefix: "mem_", metric: "memory", unit: "B" }
];
function kindOf(benchmark) {
  const own2 = benchmark.slice(benchmark.lastIndexOf(".") + 1);
  return KINDS.find((kind) => own2.startsWith(kind.prefix)) ?? { metric: "value", unit: "count" };
}
function parseAsvJson(source) {
  try {
    return parseJsonText(source);
  } catch (error) {
    const text3 = source.text.replace(/([[,:]\s*)-?NaN(?=\s*[,\]}])/g, "$1null");
    if (text3 === source.text) throw error;
    return parseJsonText({ ...source, text: text3 });
  }
}
function combinations(params) {
  return params.reduce((names, values) => names.flatMap((name) => values.map((value) => name === "" ? value : `${name}, ${value}`)), [""]);
}
function parseAsv(source) {
  const reader = new JsonReader(source.name);
  const root = reader.object(parseAsvJson(source), "$");
  if (root.version !== 2)
    reader.fail("version", `2, asv's results format since asv 0.5 (asv update rewrites older results files), got ${JSON.stringify(root.version)}`);
  const columns = reader.array(root.result_columns, "result_columns").map((column, i) => reader.string(column, `result_columns[${i}]`));
  const builder = new SeriesBuilder();
  for (const [name, entry2] of Object.entries(reader.object(root.results, "results"))) {
    const path = `results.${name}`;
    const row3 = reader.array(entry2, path);
    const cell2 = (column) => {
      const index = columns.indexOf(column);
      return index < 0 ? void 0 : row3[index];
    };
    const params = reader.array(cell2("params") ?? [], `${path} params`).map((values, p) => reader.array(values, `${path} params[${p}]`).map((value, v) => reader.string(value, `${path} params[${p}][${v}]`)));
    const names = params.length === 0 ? [name] : combinations(params).map((combination) => `${name}(${combination})`);
    const results = cell2("result") === null ? [] : reader.array(cell2("result"), `${path} result`);
    const samples = cell2("samples") === void 0 || cell2("samples") === null ? [] : reader.array(cell2("samples"), `${path} samples`);
    const repeats = cell2("stats_repeat") === void 0 || cell2("stats_repeat") === null ? [] : reader.array(cell2("stats_repeat"), `${path} stats_repeat`);
    const { metric, unit } = kindOf(name);
    names.forEach((benchmark, i) => {
      const own2 = samples[i] === void 0 || samples[i] === null ? [] : reader.array(samples[i], `${path} samples[${i}]`);
      if (own2.length > 0) {
        own2.forEach((sample, s) => builder.add(benchmark, metric, unit, reader.number(sample, `${path} samples[${i}][${s}]`)));
        return;
      }
      if (results[i] === void 0 || results[i] === null) return;
      const repeat = repeats[i] === void 0 || repeats[i] === null ? 1 : reader.number(repeats[i], `${path} stats_repeat[${i}]`);
      builder.addSummary(benchmark, metric, unit, {
        mean: reader.number(results[i], `${path} result[${i}]`),
        n: Math.max(1, Math.round(repeat)),
        median: true
      });
    });
  }
  if (builder.size === 0)
    throw new ParseError({ file: source.name, path: "results" }, "expected at least one benchmark with a result (failed and skipped ones have none)");
  return { series: builder.build() };
}
var asvFormat = {
  id: "asv",
  description: "airspeed velocity (asv) results/<machine>/<commit>-<env>.json",
  detect: (source) => {
    const head = headOf(source);
    return /^\s*\{\s*"commit_hash"\s*:/.test(head) && /"(?:result_columns|results)"\s*:/.test(head);
  },
  parse: parseAsv
};

// src/formats/divan.ts
var HEADER = /^(\S+)\s+fastest\s+│\s+slowest\s+│\s+median\s+│\s+mean\s+│\s+samples\s+│\s+iters\s*$/;
var TREE = /^((?:│ {2}| {3})*)(?:├─|╰─) /;
var TIME2 = /^(.*?)\s+(\d+(?:\.\d+)?) (ps|ns|µs|ms|s|m|h|d)$/;
var SECONDS = { ps: 1e-12, ns: 1e-9, µs: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600, d: 86400 };
function parseDivan(source) {
  const builder = new SeriesBuilder();
  let path;
  for (const { line, text: text3 } of numberedLines(source.text)) {
    const header = HEADER.exec(text3.trimEnd());
    if (header !== null) {
      path = [header[1] ?? ""];
      continue;
    }
    const tree = TREE.exec(text3);
    if (path === void 0 || tree === null) continue;
    const depth = (tree[1] ?? "").length / 3 + 1;
    const cells = text3.slice(tree[0].length).split("│").map((cell2) => cell2.trim());
    const [first = "", slowest, median = "", mean, samples = "", iters] = cells;
    if (cells.length !== 6) continue;
    if ([slowest, median, mean, samples, iters].every((cell2) => cell2 === "")) {
      path = [...path.slice(0, depth), first];
      continue;
    }
    const named = TIME2.exec(first);
    const medianTime = /^(\d+(?:\.\d+)?) (ps|ns|µs|ms|s|m|h|d)$/.exec(median);
    const n = Number(samples);
    if (named === null || medianTime === null || !Number.isInteger(n) || n < 1)
      throw new ParseError({ file: source.name, line }, "expected a divan row: name, then fastest │ slowest │ median │ mean (times) │ samples │ iters");
    const name = [...path.slice(0, depth), named[1] ?? ""].join("/");
    const seconds = Number(medianTime[1]) * (SECONDS[medianTime[2] ?? ""] ?? NaN);
    builder.addSummary(name, "time", "s", { mean: seconds, n, median: true });
  }
  if (builder.size === 0)
    throw new ParseError(
      { file: source.name },
      `expected divan's table: a "fastest │ slowest │ median │ mean │ samples │ iters" header and its benchmark rows`
    );
  return { series: builder.build() };
}
var divanFormat = {
  id: "divan",
  description: "divan's console table (cargo bench): one median a benchmark",
  detect: (source) => /^\S+\s+fastest\s+│\s+slowest\s+│\s+median\s+│\s+mean\s+│\s+samples\s+│\s+iters\s*$/m.test(headOf(source)),
  parse: parseDivan
};

// src/formats/registry.ts
var FORMATS = [
  nativeFormat,
  criterionFormat,
  googleBenchmarkFormat,
  cargoCriterionFormat,
  pyperfFormat,
  pytestBenchmarkFormat,
  vitestBenchFormat,
  denoBenchFormat,
  asvFormat,
  hyperfineFormat,
  benchmarkDotNetFormat,
  jmhFormat,
  customFormat,
  customBiggerFormat,
  customSmallerFormat,
  goTestJsonFormat,
  callgrindFormat,
  cachegrindFormat,
  iaiCallgrindFormat,
  divanFormat,
  goBenchFormat,
  cargoBenchFormat,
  catch2Format,
  catch2XmlFormat,
  benchmarkJsFormat,
  csvLongFormat,
  csvWideFormat
];
var FORMAT_IDS = FORMATS.map((format) => format.id);
function findFormat(id) {
  return FORMATS.find((format) => format.id === id);
}
function toolOf(formatId) {
  if (formatId === nativeFormat.id) return void 0;
  const format = findFormat(formatId);
  return format?.tool ?? formatId;
}
var GOOGLE_BENCHMARK_JSON = "run the benchmark with --benchmark_format=json, or --benchmark_out=FILE --benchmark_out_format=json, and give benchgate that file";
function foreignShape(head) {
  if (/^name,iterations,real_time,cpu_time,time_unit\b/.test(head))
    return `this is Google Benchmark's CSV output, which benchgate does not read: ${GOOGLE_BENCHMARK_JSON}`;
  if (/^==\d+== (?:Callgrind|Cachegrind), a /m.test(head))
    return "this is valgrind's log (its stderr): give benchgate the file valgrind writes, --callgrind-out-file=FILE or --cachegrind-out-file=FILE";
  if (/^-{40,}\r?\n(?:Profile data file|I1 cache:|-- (?:Metadata|Summary))/m.test(head))
    return "this is callgrind_annotate's or cg_annotate's report: give benchgate the callgrind.out or cachegrind.out file it was made from";
  if (/^(?:[^\n:]+: )?Mean \+- std dev: /m.test(head))
    return "this is pyperf's console output: add -o FILE (pyperf timeit -o FILE ..., python bench.py -o FILE) and give benchgate that JSON file";
  if (/^Check file:\/\/[^\n]*\r?\n\s*\{\s*"version"/.test(head))
    return "this is deno bench --json with Deno's type-check line before it: write stdout alone (deno bench --json > F; the Check line goes to stderr), or remove that first line";
  if (/^\s*\{\s*"[^"]+"\s*:\s*\{\s*"code"\s*:/.test(head))
    return "this is asv's benchmarks.json (the suite's listing): give benchgate the results files, results/<machine>/<commit>-<env>.json";
  if (/^benchmark\s+time(?:\/iter)? \(avg\)/m.test(head)) return "this is deno bench's console table: run deno bench --json > F and give benchgate that file";
  if (/^\s*\{\s*"numTotalTestSuites"\s*:/.test(head))
    return "this is Vitest's test report (--reporter=json): benchmarks are written by vitest bench --run --outputJson FILE";
  if (/^Run on \(\d+ X /m.test(head) || /^-{10,}\r?\nBenchmark\s+Time\s+CPU\s+Iterations/m.test(head))
    return `this is Google Benchmark's console output: ${GOOGLE_BENCHMARK_JSON}`;
  return void 0;
}
function detectFormat(source) {
  if (source.entries === void 0 && isBlankSource(source)) throw new ParseError({ file: source.name }, "the file is empty");
  const foreign = source.entries === void 0 ? foreignShape(headOf(source)) : void 0;
  if (foreign !== void 0) throw new ParseError({ file: source.name }, foreign);
  const format = FORMATS.find((candidate2) => candidate2.detect(source));
  if (format === void 0) {
    throw new ParseError(
      { file: source.name },
      `cannot tell which format this is; tried ${FORMATS.filter((candidate2) => !candidate2.id.startsWith("custom-")).map((candidate2) => candidate2.id).join(", ")}. Name it with --format (see --help)`
    );
  }
  return format;
}
function parseSource(source, formatId) {
  if (formatId !== "auto" && source.entries === void 0 && isBlankSource(source)) throw new ParseError({ file: source.name }, "the file is empty");
  const format = formatId === "auto" ? detectFormat(source) : findFormat(formatId);
  if (format === void 0) throw new ParseError({ file: source.name }, `unknown format "${formatId}"`);
  let parsed2;
  try {
    parsed2 = format.parse(source);
  } catch (error) {
    throw formatId === "auto" ? error : withOtherFormat(error, source, format);
  }
  checkValues(parsed2, source.name);
  return { source, format, parsed: parsed2 };
}
function withOtherFormat(error, source, named) {
  if (!(error instanceof ParseError)) return error;
  let other;
  try {
    other = detectFormat(source);
    if (other.id === named.id) return error;
    checkValues(other.parse(source), source.name);
  } catch {
    return error;
  }
  return new ParseError(error.place, `${error.detail}; this looks like ${other.id} output: --format ${other.id}, or leave --format auto`);
}

// src/load/sample-set.ts
var SampleSetBuilder = class {
  /** benchmark → its series, one per metric (80,000 series in the two files of go 100 MB). */
  merged = new SeriesIndex();
  /**
   * First-seen order; also the usual place of a file's i-th series, which is checked before the
   * map: the files of a side mostly list the same benchmarks in the same order, and comparing
   * two names costs less than making and hashing a key (400,000 series in 40 go files).
   */
  order = [];
  suite;
  context;
  runCount = 0;
  /** The file each run came from, kept while every file records its context (each is then one job). */
  fileOfRuns = /* @__PURE__ */ new Map();
  files = 0;
  everyFileOneJob = true;
  add(name, parsed2) {
    this.suite ??= parsed2.suite;
    this.context ??= parsed2.context;
    const { merged, order } = this;
    const file = this.files++;
    if (parsed2.context === void 0) this.everyFileOneJob = false;
    const trackJobs = this.everyFileOneJob;
    let fileRuns = 0;
    for (let index = 0; index < parsed2.series.length; index++) {
      const series = parsed2.series[index];
      fileRuns = Math.max(fileRuns, series.runs.length);
      const guess = order[index];
      const existing = guess !== void 0 && guess.benchmark === series.benchmark && guess.metric === series.metric ? guess : merged.find(series.benchmark, series.metric);
      if (existing === void 0) {
        const entry2 = { ...series, runs: series.runs.slice() };
        merged.add(series.benchmark, entry2);
        order.push(entry2);
        if (trackJobs) this.fileOfRuns.set(entry2, new Array(series.runs.length).fill(file));
        continue;
      }
      if (existing.unit !== series.unit || existing.better !== series.better) {
        throw new ParseError(
          { file: name },
          `"${series.benchmark}" ${series.metric} is in ${series.unit || "no unit"} (${series.better} is better) here but in ${existing.unit || "no unit"} (${existing.better} is better) in an earlier file`
        );
      }
      existing.runs.push(...series.runs);
      if (trackJobs) for (let k = 0; k < series.runs.length; k++) this.fileOfRuns.get(existing)?.push(file);
    }
    this.runCount += fileRuns;
  }
  /** The side, once every file is added: its series are the ones merged into, not copies. */
  build() {
    if (this.everyFileOneJob && this.files >= 2) for (const [entry2, files2] of this.fileOfRuns) entry2.jobs = files2;
    this.fileOfRuns.clear();
    return {
      ...this.suite !== void 0 && { suite: this.suite },
      ...this.context !== void 0 && { context: this.context },
      runCount: this.runCount,
      series: this.order.slice()
    };
  }
};
function buildSampleSet(sources) {
  const builder = new SampleSetBuilder();
  for (const { name, parsed: parsed2 } of sources) builder.add(name, parsed2);
  return builder.build();
}

// src/load/load-side.ts
function commonDirectory(names) {
  const parts = names.map((name) => name.split("/").slice(0, -1));
  const first = parts[0] ?? [];
  let length = first.length;
  for (const other of parts) {
    let i = 0;
    while (i < length && other[i] === first[i]) i++;
    length = i;
  }
  return first.slice(0, length).join("/");
}
function labelSide(set, names) {
  const { ref, commit } = set.context ?? {};
  if (commit !== void 0) return `${ref?.replace(/^refs\/(heads|tags)\//, "") ?? "commit"}@${commit.slice(0, 7)}`;
  if (names.length === 1) return names[0] ?? "input";
  const directory = commonDirectory(names);
  return directory !== "" && directory !== "." ? directory : namesPattern(names);
}
function namesPattern(names) {
  return sharedNamePattern(names.map((name) => name.slice(name.lastIndexOf("/") + 1))) ?? `${names.length} files`;
}
function distinctLabel(side2) {
  const names = side2.formats.map(({ file }) => file);
  if (names.length <= 1) return side2.label;
  const directory = commonDirectory(names);
  const pattern = namesPattern(names);
  return directory === "" || directory === "." ? pattern : `${directory}/${pattern}`;
}
function sharedNamePattern(names) {
  const [first = "", ...rest] = names;
  let start = first.length;
  for (const name of rest) {
    let i = 0;
    while (i < start && i < name.length && name[i] === first[i]) i++;
    start = i;
  }
  let end = first.length - start;
  for (const name of rest) {
    let i = 0;
    while (i < end && i < name.length - start && name[name.length - 1 - i] === first[first.length - 1 - i]) i++;
    end = i;
  }
  if (start + end === 0) return void 0;
  return `${first.slice(0, start)}*${first.slice(first.length - end)}`;
}
function detectedFormat(source) {
  try {
    return [{ file: source.name, format: detectFormat(source).id }];
  } catch {
    return [];
  }
}
function fileList(files2) {
  const names = files2.slice(0, 3).map(({ file }) => file);
  if (files2.length > 3) return `${names.join(", ")} and ${files2.length - 3} more`;
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] ?? ""}` : names[0] ?? "";
}
function formatsOf(files2) {
  return [...new Set(files2.map(({ format }) => format))].join(" or ");
}
function refuseMixedTools(formats, option) {
  const byTool = /* @__PURE__ */ new Map();
  for (const entry2 of formats) {
    const tool = toolOf(entry2.format);
    if (tool === void 0) continue;
    const group = byTool.get(tool);
    if (group === void 0) byTool.set(tool, [entry2]);
    else group.push(entry2);
  }
  if (byTool.size < 2) return;
  const groups = [...byTool.values()].sort((a, b) => b.length - a.length);
  const [main = [], second = []] = groups;
  const described = (group) => `${fileList(group)} ${group.length === 1 ? "is" : "are"} ${formatsOf(group)} output`;
  const rule = "a side's files must be runs of one suite from one tool";
  if (main.length > second.length) {
    const odd = groups.slice(1);
    const oddCount = odd.reduce((count, group) => count + group.length, 0);
    const others = main.length === 1 ? "file is" : `${main.length} files are`;
    const those = oddCount === 1 ? "that file" : "those files";
    throw new InputError(`${option}: ${odd.map(described).join("; ")}, but the other ${others} ${formatsOf(main)} output: ${rule}; leave ${those} out`);
  }
  throw new InputError(`${option}: the files come from different tools (${groups.map(described).join("; ")}): ${rule}`);
}
function loadSide(sources, formatId, option = "the files of a side") {
  const builder = new SampleSetBuilder();
  const formats = [];
  let tool;
  for (const [i, source] of sources.entries()) {
    const { parsed: parsed2, format } = parseSource(source, formatId);
    source.release?.();
    const own2 = toolOf(format.id);
    formats.push({ file: source.name, format: format.id, ...own2 !== void 0 && { tool: own2 } });
    if (formatId === "auto" && own2 !== void 0 && tool !== void 0 && own2 !== tool)
      refuseMixedTools([...formats, ...sources.slice(i + 1).flatMap(detectedFormat)], option);
    tool ??= own2;
    builder.add(source.name, parsed2);
  }
  const set = builder.build();
  return {
    set,
    label: labelSide(
      set,
      sources.map((source) => source.name)
    ),
    formats
  };
}

// src/report/session-refusal-text.ts
function formText(form) {
  return `${form.test} (the ${form.paired === "t" ? "paired t" : "signed-rank test"})`;
}
function sessionRefusalText(refusal) {
  switch (refusal.code) {
    case "no-paired-form":
      return `${refusal.option} ${refusal.test}: pairs are tested by their log ratios, and ${refusal.test} has no paired form; use ${refusal.forms.map(formText).join(" or ")}`;
    case "sequence-correction":
      return `${refusal.option} ${refusal.correction}: run looks after every pair, and its confidence sequence holds over the rows by Bonferroni; use bonferroni (the default) or none (each row at the full level)`;
  }
}

// src/pipeline/session-policy.ts
function sessionRefusal(policy, option) {
  if (methodOf(policy.test).paired === void 0) {
    const forms = TESTS.flatMap((test) => {
      const paired = methodOf(test).paired;
      return paired === void 0 ? [] : [{ test, paired: paired.name }];
    });
    return { code: "no-paired-form", option: option.test, test: policy.test, forms };
  }
  if (option.correction !== void 0 && (policy.correction === "bh" || policy.correction === "holm"))
    return { code: "sequence-correction", option: option.correction, correction: policy.correction };
  return void 0;
}
function checkSessionPolicy(policy, option) {
  const refusal = sessionRefusal(policy, option);
  if (refusal !== void 0) throw new InputError(sessionRefusalText(refusal));
}

// src/units/scale.ts
var TIME_SCALES = [
  { symbol: " ns", divisor: 1e-9 },
  { symbol: " µs", divisor: 1e-6 },
  { symbol: " ms", divisor: 1e-3 },
  { symbol: " s", divisor: 1 }
];
var SI_PREFIXES = [
  ["", 1],
  ["k", 1e3],
  ["M", 1e6],
  ["G", 1e9],
  ["T", 1e12]
];
function siScales(baseUnit) {
  const onUnit = baseUnit === "B" || baseUnit === "B/s";
  return SI_PREFIXES.map(([prefix, divisor]) => ({
    symbol: onUnit ? ` ${prefix}${baseUnit}` : `${prefix}${baseUnit === "" ? "" : ` ${baseUnit}`}`,
    divisor
  }));
}
var scaleCache = /* @__PURE__ */ new Map([["s", TIME_SCALES]]);
function chooseScale(baseUnit, magnitude) {
  let scales = scaleCache.get(baseUnit);
  if (scales === void 0) {
    scales = siScales(baseUnit);
    scaleCache.set(baseUnit, scales);
  }
  const size = Math.abs(magnitude);
  let chosen = scales[0];
  for (const scale of scales) if (size >= scale.divisor) chosen = scale;
  return chosen;
}
function formatNumber(value) {
  if (value === 0) return "0";
  const size = Math.abs(value);
  if (size >= 1e15 || size < 1e-4) return value.toExponential(3);
  if (size >= 1e3) return value.toFixed(0);
  return value.toPrecision(4);
}
function formatScaled(value, scale) {
  return `${formatNumber(value / scale.divisor)}${scale.symbol}`;
}

// src/report/cells.ts
function valueChange(row3) {
  return row3.ratio === null ? null : row3.ratio - 1;
}
function valueChangeInterval(row3) {
  if (row3.changeCI === null) return null;
  const [low, high] = row3.changeCI;
  if (row3.better === "lower") return [low, high];
  return [high === null ? null : -high, low === null ? null : -low];
}
function roundsToZero(fraction2, digits) {
  const percent4 = fraction2 * 100;
  return Math.abs(percent4) < 1e3 && Number(percent4.toFixed(digits)) === 0;
}
function formatPercent(fraction2, digits = 2) {
  const percent4 = fraction2 * 100;
  const text3 = Math.abs(percent4) >= 1e3 ? percent4.toFixed(0) : percent4.toFixed(digits);
  if (roundsToZero(fraction2, digits)) return `${text3.replace("-", "")}%`;
  return `${percent4 > 0 ? "+" : ""}${text3}%`;
}
function formatInterval(interval, digits = 1) {
  const [low, high] = interval;
  return `[${low === null ? "−∞" : formatPercent(low, digits)}, ${high === null ? "+∞" : formatPercent(high, digits)}]`;
}
function formatPValue(p) {
  if (p === null) return "";
  if (p === 0) return "0";
  if (p < 1e-4) return p.toExponential(1);
  return p.toFixed(4);
}
function formatCentres(row3) {
  const scaleFor = (unit, magnitude) => {
    const named = unit !== "" && unit !== "s" && !unit.startsWith("B") && row3.metric.startsWith(unit);
    return chooseScale(named ? "" : unit, magnitude);
  };
  const scale = scaleFor(row3.unit, row3.baseline?.centre ?? row3.current?.centre ?? 0);
  const baselineScale = row3.baselineUnit === void 0 ? scale : scaleFor(row3.baselineUnit, row3.baseline?.centre ?? 0);
  return {
    baseline: row3.baseline === null ? "—" : formatScaled(row3.baseline.centre, baselineScale),
    current: row3.current === null ? "—" : formatScaled(row3.current.centre, row3.baselineUnit === void 0 ? scale : scaleFor(row3.unit, row3.current?.centre ?? 0))
  };
}
var CHANGE_LEGEND = "*x%* significant change beyond ±noise, x% significant but within noise, ~ unchanged (shown inside ±noise), ? inconclusive";
function changeCell(row3) {
  switch (row3.verdict) {
    case "added":
    case "removed":
      return { text: row3.verdict, significant: false };
    case "inconclusive":
      return { text: "?", significant: false };
    case "unchanged":
      return { text: "~", significant: false };
    case "noise":
    case "regression":
    case "improvement": {
      const change2 = valueChange(row3);
      const text3 = change2 === null ? row3.verdict === "regression" ? "worse" : row3.verdict === "improvement" ? "better" : "changed" : formatPercent(change2);
      return { text: text3, significant: row3.verdict !== "noise" };
    }
  }
}
function starred(cell2) {
  return cell2.significant === true ? `*${cell2.text}*` : cell2.text;
}
function plural(count, singular, pluralForm = `${singular}s`) {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

// src/report/footnotes.ts
var NAMES_KEPT = 3;
var Footnotes = class {
  byText = /* @__PURE__ */ new Map();
  /**
   * Counts a row's notes (each once, however often the row repeats it) and gives their numbers
   * in the order given; a note met for the first time takes the next number.
   */
  mark(notes2, rowName3) {
    const numbers = [];
    for (const text3 of new Set(notes2)) {
      let note = this.byText.get(text3);
      if (note === void 0) {
        note = { text: text3, number: this.byText.size + 1, rows: 0, names: [] };
        this.byText.set(text3, note);
      }
      note.rows++;
      if (rowName3 !== void 0 && note.names.length < NAMES_KEPT) note.names.push(rowName3);
      numbers.push(note.number);
    }
    return numbers;
  }
  /** How many rows carry the note; 0 for a note no row carries. */
  rowsOf(text3) {
    return this.byText.get(text3)?.rows ?? 0;
  }
  get size() {
    return this.byText.size;
  }
  /** The notes by number. */
  list() {
    return [...this.byText.values()];
  }
};

// src/report/visible-controls.ts
var HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\u{e0000}-\u{e007f}]/gu;
var SHORT = { "\n": "\\n", "\r": "\\r", "	": "\\t" };
var made = new Map(Object.entries(SHORT));
function escapeOf(char) {
  const known = made.get(char);
  if (known !== void 0) return known;
  const code = char.codePointAt(0) ?? 0;
  const hex = code.toString(16);
  const escape = code <= 255 ? `\\x${hex.padStart(2, "0")}` : code <= 65535 ? `\\u${hex.padStart(4, "0")}` : `\\u{${hex}}`;
  made.set(char, escape);
  return escape;
}
function showControls(text3) {
  return text3.replace(HIDDEN, escapeOf);
}

// src/report/html-escape.ts
function escapeHtml(text3) {
  return showControls(text3).replace(/[&<>"']/g, (char) => ENTITIES2[char] ?? char);
}
var ENTITIES2 = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
var made2;
var Html = class _Html {
  constructor(source) {
    this.source = source;
  }
  source;
  static {
    made2 = (source) => new _Html(source);
  }
};
function sourceOf(piece) {
  if (piece instanceof Html) return piece.source;
  if (typeof piece === "number") return String(piece);
  if (typeof piece === "string") return escapeHtml(piece);
  return piece.map((one) => one.source).join("");
}
function html(literals, ...pieces) {
  if (!Object.isFrozen(literals) || !Array.isArray(literals.raw)) throw new Error("html is a template tag: html`...`");
  let source = literals[0] ?? "";
  for (let i = 0; i < pieces.length; i++) source += sourceOf(pieces[i]) + (literals[i + 1] ?? "");
  return made2(source);
}
function fixed(value, digits) {
  return made2(value.toFixed(digits));
}
function joinHtml(pieces, separator = made2("")) {
  return made2(pieces.map((piece) => piece.source).join(separator.source));
}
function breakable(name) {
  return made2(escapeHtml(name).replace(/([/._:-])(?=.)/g, "$1<wbr>"));
}

// src/report/html-assets.ts
var STYLE = joinHtml([
  html`body{font:14px/1.4 system-ui,sans-serif;margin:16px;color:#111827;max-width:1600px}`,
  html`h1{font-size:20px}`,
  html`table{border-collapse:collapse;width:100%}`,
  html`th,td{padding:4px 6px;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:middle}`,
  html`th{background:#f9fafb;position:sticky;top:0;white-space:nowrap}`,
  html`th.label{white-space:normal;overflow-wrap:break-word;min-width:7em}`,
  html`th button{font:inherit;font-weight:600;background:none;border:0;padding:0;cursor:pointer;color:inherit;text-align:left}`,
  html`th button:focus-visible{outline:2px solid #2563eb}`,
  html`th[aria-sort=ascending] button::after{content:" ▲"}`,
  html`th[aria-sort=descending] button::after{content:" ▼"}`,
  html`td.name{overflow-wrap:break-word;min-width:9em;max-width:260px}`,
  html`td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}`,
  html`td.plot{min-width:200px;width:28%}`,
  html`td.changeplot{min-width:150px;width:12%}`,
  html`svg{display:block;width:100%;height:auto}`,
  html`.ticks{display:grid;grid-template-columns:1fr auto 1fr;gap:4px;font-size:11px;line-height:1.3;color:#6b7280}`,
  html`.ticks span:last-child{text-align:right}`,
  html`.regression{color:#dc2626;font-weight:600}`,
  html`.improvement{color:#16a34a;font-weight:600}`,
  html`.lane{stroke:#e5e7eb}`,
  html`.axis{stroke:#9ca3af}`,
  html`.zero{stroke:#9ca3af}`,
  html`.muted{color:#6b7280}`,
  html`sup{color:#6b7280}`
]);
var SCRIPT = joinHtml([
  html`document.querySelectorAll('th button[data-key]').forEach(function(button){button.addEventListener('click',function(){var th=button.parentNode;`,
  html`var body=document.querySelector('tbody');var key=button.getAttribute('data-key');`,
  html`var dir=th.getAttribute('aria-sort')==='ascending'?'descending':'ascending';`,
  html`document.querySelectorAll('th[aria-sort]').forEach(function(other){other.setAttribute('aria-sort','none')});`,
  html`th.setAttribute('aria-sort',dir);var rows=Array.prototype.slice.call(body.rows);`,
  html`rows.sort(function(a,b){var x=a.getAttribute('data-'+key),y=b.getAttribute('data-'+key);`,
  html`var nx=parseFloat(x),ny=parseFloat(y);var c=(isNaN(nx)||isNaN(ny))?String(x).localeCompare(String(y)):nx-ny;`,
  html`return dir==='ascending'?c:-c});rows.forEach(function(r){body.appendChild(r)})})});`
]);

// src/report/html-plots.ts
var MAX_POINTS = 200;
var WIDTH = 320;
var LANE = 22;
var CHANGE_WIDTH = 160;
function points(series) {
  if (series === void 0) return [];
  const all = series.runs.flatMap(
    (run2, index) => run2.kind === "samples" ? Array.from(run2.samples, (value) => ({ run: index, value })) : [{ run: index, value: run2.summary.mean }]
  );
  if (all.length <= MAX_POINTS) return all;
  const step = all.length / MAX_POINTS;
  return Array.from({ length: MAX_POINTS }, (_, i) => all[Math.floor(i * step)]);
}
function axisLabels(left, middle, right) {
  return html`<div class="ticks"><span>${left}</span><span>${middle}</span><span>${right}</span></div>`;
}
var GREY = html`#6b7280`;
var BLUE = html`#2563eb`;
var RED = html`#dc2626`;
var GREEN = html`#16a34a`;
function verdictColour(row3, otherwise) {
  return row3.verdict === "regression" ? RED : row3.verdict === "improvement" ? GREEN : otherwise;
}
function lane(side2, index, x) {
  const top = 4 + index * LANE;
  const runs = Math.max(1, ...side2.points.map((p) => p.run + 1));
  const middle = top + LANE / 2 - 1;
  const parts = [html`<line x1="0" x2="${WIDTH}" y1="${middle}" y2="${middle}" class="lane"/>`];
  for (const point of side2.points) {
    const y = top + 3 + (point.run + 0.5) / runs * (LANE - 8);
    parts.push(html`<circle cx="${fixed(x(point.value), 1)}" cy="${fixed(y, 1)}" r="2" fill="${side2.colour}" fill-opacity="0.55"/>`);
  }
  if (side2.centre !== void 0) parts.push(html`<rect x="${fixed(x(side2.centre) - 1, 1)}" y="${top}" width="2" height="${LANE - 4}" fill="${side2.colour}"/>`);
  return parts;
}
function stripPlot(row3, baseline, current) {
  if (row3.baselineUnit !== void 0) return html``;
  const sides = [
    { points: points(baseline), centre: row3.baseline?.centre, colour: GREY },
    { points: points(current), centre: row3.current?.centre, colour: verdictColour(row3, BLUE) }
  ];
  const values = sides.flatMap((side2) => side2.points.map((p) => p.value));
  if (values.length === 0) return html``;
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (min === max) {
    min -= Math.abs(min) * 0.01 || 1;
    max += Math.abs(max) * 0.01 || 1;
  }
  const x = (value) => 8 + (value - min) / (max - min) * (WIDTH - 16);
  const parts = sides.flatMap((side2, index) => lane(side2, index, x));
  const axisY = 4 + 2 * LANE;
  const scale = chooseScale(row3.unit, Math.abs((min + max) / 2));
  parts.push(html`<line x1="8" x2="${WIDTH - 8}" y1="${axisY}" y2="${axisY}" class="axis"/>`);
  for (const tick of [min, (min + max) / 2, max]) {
    const at = fixed(x(tick), 1);
    parts.push(html`<line x1="${at}" x2="${at}" y1="${axisY}" y2="${axisY + 3}" class="axis"/>`);
  }
  const label = (value) => formatScaled(value, scale);
  const svg = html`<svg class="strip" viewBox="0 0 ${WIDTH} ${axisY + 4}" role="img" aria-label="samples of ${row3.benchmark} ${row3.metric}">${parts}</svg>`;
  return html`${svg}${axisLabels(label(min), label((min + max) / 2), label(max))}`;
}
function runMeans(series) {
  return (series?.runs ?? []).map((run2) => run2.kind === "samples" ? run2.samples.reduce((a, b) => a + b, 0) / run2.samples.length : run2.summary.mean);
}
function pairPlot(baseline, current) {
  const b = runMeans(baseline);
  const ratios = runMeans(current).slice(0, b.length).map((value, i) => value / b[i]).filter((ratio) => Number.isFinite(ratio) && ratio > 0);
  if (ratios.length < 2) return html``;
  const low = Math.min(1, ...ratios);
  const high = Math.max(1, ...ratios);
  const span = high - low || 0.01;
  const height = 36;
  const y = (ratio) => fixed(4 + (1 - (ratio - low) / span) * (height - 8), 1);
  const x = (i) => fixed(8 + i / (ratios.length - 1) * (WIDTH - 16), 1);
  const path = ratios.map((ratio, i) => html`${i === 0 ? "M" : "L"}${x(i)},${y(ratio)}`);
  const dots = ratios.map((ratio, i) => html`<circle cx="${x(i)}" cy="${y(ratio)}" r="2" fill="#2563eb"/>`);
  const one = html`<line x1="8" x2="${WIDTH - 8}" y1="${y(1)}" y2="${y(1)}" class="zero"/>`;
  const label = "ratio of each pair, in run order";
  const line = html`<path d="${path}" fill="none" stroke="#93c5fd"/>`;
  const svg = html`<svg class="pairs" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="${label}">${one}${line}${dots}</svg>`;
  return html`${svg}${axisLabels("pair 1", `current / baseline (${low.toFixed(3)}–${high.toFixed(3)})`, `pair ${ratios.length}`)}`;
}
function changePlot(row3, scale) {
  const change2 = row3.change;
  const moved = valueChange(row3);
  if (change2 === null || moved === null) return html``;
  const width = CHANGE_WIDTH;
  const x = (value) => fixed(Math.max(2, Math.min(width - 2, width / 2 + value / scale * (width / 2 - 4))), 1);
  const [low, high] = row3.changeCI ?? [change2, change2];
  const colour = verdictColour(row3, GREY);
  const label = `${Math.round(scale * 100)}%`;
  const direction = change2 > 0 ? "worse" : change2 < 0 ? "better" : "no change";
  const zero = html`<line x1="${width / 2}" x2="${width / 2}" y1="0" y2="20" class="zero"/>`;
  const interval = html`<line x1="${x(low ?? -scale)}" x2="${x(high ?? scale)}" y1="10" y2="10" stroke="${colour}" stroke-width="3"/>`;
  const dot = html`<circle cx="${x(change2)}" cy="10" r="4" fill="${colour}"/>`;
  const svg = html`<svg class="change" viewBox="0 0 ${width} 20" role="img" aria-label="${formatPercent(moved)}: ${direction}">${zero}${interval}${dot}</svg>`;
  return html`${svg}${axisLabels(`${label} better`, "0", `${label} worse`)}`;
}

// src/report/reason-text.ts
var DIFFERENT_MACHINES = "the baseline and the current runs come from different machines";
var POOL_OR_ONE_JOB = "pool several base-branch runs (baseline-runs), or compare in one job (local baseline files, baseline-command, or benchgate run)";
var percent = (fraction2) => `±${+(fraction2 * 100).toFixed(4)}%`;
var share = (fraction2) => `${(fraction2 * 100).toFixed(1)}%`;
function tailChangeText(tail2) {
  const centres = `robust centre ${formatPercent(tail2.robustChange, 1)} (at the fence), plain mean ${formatPercent(tail2.plainChange, 1)}`;
  return `beyond 3 IQR: ${share(tail2.baselineShare)} → ${share(tail2.currentShare)} of a run; ${centres}`;
}
function rowReasonText(reason) {
  switch (reason.code) {
    case "unit-clash":
      return `the baseline measures ${reason.baselineUnit || "no unit"} (${reason.baselineBetter} is better) but the current runs ${reason.currentUnit || "no unit"} (${reason.currentBetter} is better)`;
    case "only-current":
      return "not in the baseline";
    case "only-baseline":
      return "not in the current runs";
    case "no-test":
      return "no test could be run";
    case "not-finite":
      return "the statistics of this row are not finite numbers (values too extreme to compute with)";
    case "unbounded-ratio":
      return "the interval of the change is unbounded (Fieller): the baseline is too noisy to size a relative change";
    case "undecided":
      return reason.bounded ? `the interval of the change is not inside ${percent(reason.noise)} and not beyond it` : `the interval of the change is unbounded: it cannot be sized against ${percent(reason.noise)}`;
    case "rate-not-positive":
      return `the ${reason.side} side has a rate of ${reason.min} (the harmonic mean of rates needs every value above 0)`;
    case "mean-only":
      return `the ${reason.side} side has one run with one value from its tool (a mean or median), no spread; give each side several runs`;
    case "one-run": {
      const side2 = reason.baseline && reason.current ? "each side has" : reason.baseline ? "the baseline has" : "the current side has";
      return `${side2} one run, which shows no run-to-run noise: make ≥ 3 runs a side, each a separate process`;
    }
    case "paired-summary-only":
      return "a summary-only side has no runs to pair";
    case "paired-run-counts":
      return `--paired needs as many runs on both sides, in run order; this row has ${reason.baselineRuns} and ${reason.currentRuns}`;
    case "paired-too-few":
      return "--paired needs at least 2 pairs of runs (3 or more to find anything but large changes)";
    case "paired-not-finite":
      return "a run centre is 0 or not finite: no ratio to pair";
    case "rank-zero-pairs":
      return `${reason.zeros} of ${reason.pairs} pairs have no change at all: the signed-rank test has no interval at ${reason.alpha}; use --test welch`;
    case "rank-too-few":
      return `the signed-rank test of ${reason.pairs} pairs cannot reach p < ${+reason.alpha.toPrecision(3)} (its smallest p is ${+(2 / 2 ** reason.pairs).toPrecision(3)}): needs ≥ ${reason.needed} pairs`;
    case "not-decided-after":
      return `not decided after ${reason.pairs} pairs: the interval of the change reaches beyond ${percent(reason.noise)}` + (reason.morePairs === void 0 ? "" : `; needs about ${plural(reason.morePairs, "more pair")}`);
    case "shift-untested":
      return "the common shift could not be tested";
    case "another-job":
      return `${plural(reason.rows, "row")} of this metric against another job: a VM's effect is unmeasured; pool ≥ 3 jobs (convert --commit), or --same-job`;
    case "tail-changed":
      return tailChangeText(reason);
    case "machine-or-code":
      if (reason.bound !== void 0)
        return `the baseline comes from one other job: a shift of every benchmark within ${percent(reason.bound)} (the job-effect bound) may be the machine as well as the code; ${POOL_OR_ONE_JOB}`;
      return `the baseline comes from another job, with no spread of several baseline jobs to judge it against: a shift of every benchmark may be the machine as well as the code; ${POOL_OR_ONE_JOB}`;
    case "job-effect-bound":
      return `within another job's VM effect (${percent(reason.bound)}, job-effect-bound): pool ≥ 5 jobs or --same-job`;
  }
}
var ACCEPTED = {
  regression: "the regression was",
  regressions: "the regressions were",
  undecided: "the undecided rows were",
  gate: "the failing gate was"
};
function gateReasonText(reason) {
  switch (reason.code) {
    case "accepted":
      return `${ACCEPTED[reason.what]} accepted with the label "${reason.label}"${reason.by === void 0 ? "" : ` by ${reason.by}`}`;
    case "runners-differ-fail":
      return `${DIFFERENT_MACHINES} (on-runner-mismatch: fail)`;
    case "runners-differ-neutral":
      return "regressions are not gated because the machines differ (on-runner-mismatch: neutral)";
    case "could-hide":
      return `${plural(reason.rows, "undecided row")} could hide a regression above the noise threshold (fail-on: undecided)`;
  }
}
var short = (sha) => sha.slice(0, 7);
function baselineNoteText(note) {
  switch (note.code) {
    case "expired":
      return `the artifact ${note.artifact} of run ${note.runId} (${short(note.sha)}) has expired`;
    case "ancestry-limit":
      return `stopped after ${note.checks} ancestry checks of older runs`;
    case "skipped":
      return `skipped the artifact ${note.artifact} of run ${note.runId} (${short(note.sha)}): ` + (note.gone ? `it ${note.problem}` : `it could not be used: ${note.problem}`);
    case "unreadable":
      return `skipped the artifact ${note.artifact} of run ${note.runId} (${short(note.sha)}): it could not be read: ${note.problem}`;
    case "ancestor":
      return `no usable baseline at ${short(note.wanted)}; using ${short(note.used)}, an ancestor on ${note.branch}`;
    case "first-artifacts":
      return `read the first ${note.read} artifacts of run ${note.runId} only`;
    case "too-many-reports":
      return `run ${note.runId} has ${note.found} report artifacts; the first ${note.read} by name were read, the other ${note.found - note.read} were not`;
  }
}
function baselineErrorText(error) {
  return error.notes === void 0 ? error.message : `${error.message}: ${error.notes.slice(-3).map(baselineNoteText).join("; ")}`;
}

// src/report/suite-lines.ts
var VERDICT_WORDS = {
  regression: "a regression of every row",
  improvement: "an improvement of every row",
  unchanged: "no common change",
  noise: "a common change within the noise threshold",
  inconclusive: "inconclusive",
  added: "added",
  removed: "removed"
};
function spread(fraction2) {
  const digits = fraction2 < 5e-4 ? 2 : 1;
  return fraction2 > 0 && roundsToZero(fraction2, digits) ? "< 0.01%" : formatPercent(fraction2, digits).replace("+", "");
}
function rowsBasis(line) {
  if (line.rowsNetted !== false) return "each row is tested net of the other rows' median shift, run drift removed";
  if (line.mixture === true)
    return "the rows split into a changed and an unchanged group: each row is tested on its own change (the shift left in), run drift removed";
  return "the shift is beyond the machine's: each row is tested on its own change (the shift left in), run drift removed";
}
function suiteSentences(report2) {
  const named = report2.baselines.length > 1;
  return report2.suites.map((line) => {
    const against = named ? `vs ${report2.baselines[line.reference]?.label ?? ""}, ` : "";
    const where = `${against}${line.metric}, ${line.rows} rows, ${line.baselineRuns} v ${line.currentRuns} runs`;
    const shift = line.change === null || line.changeCI === null ? `common shift ${VERDICT_WORDS.inconclusive}: ${line.reason === void 0 ? "" : rowReasonText(line.reason)}` : `common shift ${formatPercent(line.change)} ${formatInterval(line.changeCI)}, p ${formatPValue(line.pAdjusted)}: ${VERDICT_WORDS[line.verdict]}`;
    const model = [
      rowsBasis(line),
      line.priorSd === null ? "" : `variances moderated (prior sd ${spread(line.priorSd)}, df ${line.priorDf === null ? "∞" : line.priorDf.toFixed(1)})`,
      line.betweenJobSd > 0 ? `between-job spread ${spread(line.betweenJobSd)} added` : "",
      line.rowSpreadJobs > 0 ? `each row also against its own spread over ${line.rowSpreadJobs} baseline jobs` : "",
      line.detectable === null ? "" : `a change of one row ≥ ${formatPercent(line.detectable, 1).replace("+", "")} is detected 4 times in 5`
    ].filter((part) => part !== "");
    return `Whole suite (${where}): ${shift}; ${model.join("; ")}.`;
  });
}
function suiteRegressions(report2) {
  return report2.suites.filter((line) => line.verdict === "regression").length;
}

// src/report/summary-line.ts
var CORRECTION_NAMES = {
  bh: "Benjamini–Hochberg",
  holm: "Holm",
  bonferroni: "Bonferroni",
  none: "no correction"
};
function verdictPhrases(counts) {
  const phrases = [
    counts.regressions > 0 ? plural(counts.regressions, "regression") : "",
    counts.improvements > 0 ? plural(counts.improvements, "improvement") : "",
    counts.unchanged > 0 ? `${counts.unchanged} unchanged` : "",
    counts.noise > 0 ? `${counts.noise} within noise` : "",
    counts.inconclusive > 0 ? `${counts.inconclusive} inconclusive` : "",
    counts.added > 0 ? `${counts.added} added` : "",
    counts.removed > 0 ? `${counts.removed} removed` : ""
  ].filter((phrase) => phrase !== "");
  return phrases.length > 0 ? phrases : ["nothing to compare"];
}
function decidedPhrases(counts) {
  return counts.rows === counts.inconclusive ? [] : verdictPhrases({ ...counts, inconclusive: 0 });
}
function designPhrase(report2) {
  const design2 = report2.design;
  if (design2 === void 0) return report2.sameJob ? "; both sides from one job" : "; the sides from different jobs";
  const test = design2.test === "signed-rank" ? "paired signed-rank test" : "paired test";
  if (design2.interleaved !== true) return `, ${test} over ${design2.pairs} pairs of runs (run i of each side made together)`;
  const sequence = `a confidence sequence over up to ${design2.looks ?? "?"} look${design2.looks === 1 ? "" : "s"}`;
  const stopped = `stopped: ${design2.stopped ?? "unknown"}`;
  return `; ${design2.pairs} interleaved pairs (random order), ${test} after every pair (alpha holds however early it stops: ${sequence}), ${stopped}`;
}
function settingsPhrase(report2) {
  const design2 = designPhrase(report2);
  return `alpha ${report2.alpha} (${CORRECTION_NAMES[report2.correction]}), noise threshold ±${+(report2.noise * 100).toFixed(4)}%${design2}`;
}
function outlierPhrase(report2) {
  let mild = 0;
  let severe = 0;
  let dropped = 0;
  for (const row3 of report2.comparisons) {
    for (const side2 of [row3.baseline, row3.current]) {
      if (side2 === null) continue;
      mild += side2.outliers.mild;
      severe += side2.outliers.severe;
      dropped += side2.outliers.dropped;
    }
  }
  if (mild + severe + dropped === 0) return void 0;
  const kept = mild + severe > 0 ? `Tukey outliers (samples beyond 1.5 or 3 IQR of their run's quartiles), kept: ${mild} mild, ${severe} severe; a run's value (sides of 2 runs or more) counts a severe one at its fence` : "";
  const filtered = dropped > 0 ? `${dropped} samples dropped by the MAD filter` : "";
  return [kept, filtered].filter((text3) => text3 !== "").join("; ");
}
function undecidedOf(report2) {
  let rows = 0;
  let suiteLines = 0;
  let couldHide2 = 0;
  let upTo = 0;
  let runs;
  const advisable = { rows: 0, runs: 0 };
  let beyondAdvice = 0;
  let unsized = 0;
  let unsizedLines = 0;
  for (const row3 of [...report2.comparisons, ...report2.suites]) {
    if (row3.verdict !== "inconclusive") continue;
    if ("benchmark" in row3) rows++;
    else suiteLines++;
    const reach = worstNotRuledOut(row3);
    if (reach > report2.noise) couldHide2++;
    upTo = Math.max(upTo, reach);
    const size = "sampleSize" in row3 ? row3.sampleSize : null;
    if (size !== null && size.unit === "runs") {
      runs = Math.max(runs ?? 0, size.perSide);
      if (size.perSide <= MOST_RUNS_ADVISED) {
        advisable.rows++;
        advisable.runs = Math.max(advisable.runs, size.perSide);
      } else beyondAdvice++;
    }
    if ("benchmark" in row3 && size === null && (row3.pAdjusted !== null || row3.reason?.code === "another-job") && row3.test !== "exact") unsized++;
    if (!("benchmark" in row3) && row3.reason?.code === "machine-or-code") unsizedLines++;
  }
  return { rows, suiteLines, couldHide: couldHide2, upTo, runs, advisable, beyondAdvice, unsized, unsizedLines };
}
var MOST_RUNS_ADVISED = 1e3;
function decideClause(runs, advisable, beyondAdvice, others) {
  const whom = others ? " the others" : "";
  if (runs <= MOST_RUNS_ADVISED) return `about ${Math.max(3, runs)} runs a side would decide${whom}`;
  const beyond = `only over ${MOST_RUNS_ADVISED.toLocaleString("en-US")} runs a side would decide`;
  if (advisable.rows === 0) return `${beyond}${whom}: reduce the noise or widen the threshold instead`;
  const rest = others ? plural(beyondAdvice, "row") : "the rest";
  const within = `about ${Math.max(3, advisable.runs)} runs a side would decide ${plural(advisable.rows, "row")}`;
  return `${within}; ${beyond} ${rest}: reduce the noise or widen the threshold instead`;
}
function undecidedPhrase(report2) {
  const undecided = undecidedOf(report2);
  if (undecided.rows + undecided.suiteLines === 0) return "";
  const hides = undecided.couldHide === 0 ? "none could hide a regression above the noise threshold" : Number.isFinite(undecided.upTo) ? `could hide up to ${formatPercent(undecided.upTo, 1)}` : "could hide a change of any size";
  const unsizedAll = undecided.unsized + undecided.unsizedLines;
  const all = unsizedAll === undecided.rows + undecided.suiteLines;
  const which = all ? unsizedAll === 1 ? "it" : "them" : rowsAndLines(undecided.unsized, undecided.unsizedLines);
  const alone = unsizedAll === 0 ? "" : `more runs alone would not decide ${which}`;
  const runs = undecided.runs === void 0 ? alone === "" ? "at least 3 runs a side would decide" : alone : [decideClause(undecided.runs, undecided.advisable, undecided.beyondAdvice, alone !== ""), alone].filter((part) => part !== "").join("; ");
  return `${rowsAndLines(undecided.rows, undecided.suiteLines)} undecided (${hides}; ${runs})`;
}
function rowsAndLines(rows, lines) {
  const suiteLines = lines === 0 ? "" : lines === 1 ? "the whole-suite line" : `${lines} whole-suite lines`;
  return [rows === 0 ? "" : plural(rows, "row"), suiteLines].filter((part) => part !== "").join(" and ");
}
function clipName(name) {
  return name.length > 48 ? `${name.slice(0, 47)}…` : name;
}
function namesPhrase(names, count) {
  const shown = names.map(clipName);
  if (count > shown.length) return `${shown.join(", ")} and ${count - shown.length} more`;
  return shown.length <= 1 ? shown[0] ?? "" : `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1] ?? ""}`;
}
function certifyPhrase(report2) {
  const headline3 = report2.headline;
  if (headline3 === void 0 || report2.summary.regressions > 0 || report2.suites.some((line) => line.verdict === "regression")) return void 0;
  const level = `${+((1 - report2.alpha) * 100).toFixed(2)}%`;
  const apart = headline3.negligible.length === 0 ? "" : `; left out as negligible beside their benchmark's main metric: ${namesPhrase(headline3.negligible.slice(0, 3), headline3.negligible.length)}`;
  if (headline3.certified && headline3.bound !== null) {
    const within = `every benchmark within ${formatPercent(headline3.bound, 1)} (${level})`;
    if (report2.gate === "fail") return { certified: false, text: `${within}, but the check fails${apart}` };
    return { certified: true, text: `no regression: ${within}${apart}` };
  }
  const limit = formatPercent(headline3.limit, 1);
  const open = headline3.open.length === 0 ? "nothing compared" : `a slowdown beyond ${limit} not ruled out for ${namesPhrase(headline3.open, headline3.openCount)}`;
  return { certified: false, text: `${open}${apart}` };
}

// src/report/warning-text.ts
function goRunsLoop(prefix) {
  return `for i in 1 2 3 4 5; do go test -run '^$' -bench . -count 5 > ${prefix}-$i.txt; done`;
}
var SUMMARY_WORDS = {
  "mean-sd": ["a summary (mean, sd, n)", "summaries (mean, sd, n)", "not raw samples"],
  mean: ["a mean", "means", "with no spread and no raw samples"],
  median: ["a median", "medians", "with no spread and no raw samples"],
  any: ["a summary", "summaries", "not raw samples"]
};
function summaryOnlyText(warning2) {
  const { side: side2, runs, summaryRuns } = warning2;
  const [one, several, lacking] = SUMMARY_WORDS[warning2.summary ?? "any"];
  if (runs === void 0 || summaryRuns === void 0) return `the ${side2} side has summaries from its tool, not raw samples`;
  if (summaryRuns >= runs)
    return runs === 1 ? `the ${side2} side's one run is ${one} from its tool, ${lacking}` : `each of the ${side2} side's ${runs} runs is ${one} from its tool, ${lacking}`;
  const others = runs - summaryRuns;
  const summaries = `${summaryRuns} of the ${side2} side's ${runs} runs ${summaryRuns === 1 ? `is ${one}` : `are ${several}`} from its tool`;
  return `${summaries}, ${lacking}; the other ${others === 1 ? "holds" : `${others} hold`} raw samples`;
}
function leadsTheReport(warning2) {
  return warning2.code === "one-go-process" || warning2.code === "formats-differ";
}
function warningText(warning2) {
  switch (warning2.code) {
    case "summary-only":
      return summaryOnlyText(warning2);
    case "bootstrap-too-few":
      return "too few values to resample: tested with Welch, not the bootstrap";
    case "rank-test-summary-only":
      return "summary-only data: tested with Welch, not Mann-Whitney";
    case "rank-test-cannot-flag": {
      const suite2 = warning2.familySize > 1 ? ` alone in a suite of ${warning2.familySize} rows` : "";
      const smallest = `its smallest p is ${warning2.smallestP.toPrecision(2)}, above ${warning2.threshold.toPrecision(2)}`;
      const values = `with ${warning2.baselineValues} and ${warning2.currentValues} values`;
      return `the rank test cannot flag a change of this row${suite2}: ${values} ${smallest}; needs ≥ ${warning2.runsNeeded} runs a side`;
    }
    case "one-against-runs":
      return `1 run on the ${warning2.single} side against ${warning2.runs}: tested as one new observation against the other side's runs`;
    case "two-runs":
      return `2 runs on a side: only a change of about ±${(warning2.detectable * 100).toFixed(1)}% or more can be told from run-to-run noise here; give ≥ 3 runs a side`;
    case "run-median":
      return `compared at the runs' medians: ${warning2.offBulk} of ${warning2.runs} runs have a second mode or a heavy tail (slow rounds), which put their mean between the modes`;
    case "exact-difference":
      return "no variation on either side: the difference is treated as exact";
    case "zero-baseline":
      return "the baseline centre is 0, so the change has no relative size";
    case "one-run-suite-spread":
      return `one run a side: tested against the spread of the suite's ${warning2.suiteRows} rows, which stands for the run-to-run noise`;
    case "machine-shift": {
      const uneven = roundsToZero(warning2.spread, 1) ? "" : `, to which benchmarks react unevenly (spread ${formatPercent(warning2.spread, 1).replace("+", "")}, now part of every row's interval)`;
      return `every benchmark's ${warning2.metric} moved ${formatPercent(warning2.change, 1)} between the sides of this one job: a busier or slower machine on one side${uneven}; interleave the two builds (benchgate run, or baseline-command and current-command) to take it out`;
    }
    case "formats-differ":
      return `the baseline was read as ${warning2.baseline} output and the current runs as ${warning2.current} output: two tools measure differently, so their rows compare only if both measured one suite alike; give both sides one tool's output`;
    case "unpaired-rows":
      return `${warning2.added} rows are only in the current runs and ${warning2.removed} only in the baseline, against ${warning2.shared} on both sides: check that both sides run the same suite`;
    case "unused-rule": {
      const rule = `config rule ${warning2.rule} (benchmark "${warning2.benchmark}", metric "${warning2.metric}")`;
      return `${rule} matched no row; names here look like ${warning2.examples.join(" and ")}`;
    }
    case "tail-changed":
      return `a tail changed too: ${tailChangeText(warning2)}; the verdict is the robust centre's, which counts samples beyond 3 IQR at their fence`;
    case "one-go-process": {
      const both = warning2.sides.length > 1;
      const which = both ? "the baseline and the current side are each" : warning2.sides[0] === "baseline" ? "the baseline is" : "the current side is";
      const loop = goRunsLoop(warning2.sides[0] === "baseline" ? "old" : "new");
      const current = both ? ", and the same into new-$i.txt for the current side" : "";
      return `${which} one go test process: -count N makes N samples of one process, which understate run-to-run noise, not N runs; make ≥ 3 runs a side, each its own process: ${loop}${current} (give them all, as a glob or cat into one file)`;
    }
  }
}

// src/report/report-facts.ts
var RUNNERS_DIFFER = `${DIFFERENT_MACHINES} (OS, CPU model or cores); part of any change may be the machine`;
function reportFacts(report2) {
  const verdicts = verdictPhrases(report2.summary);
  return {
    verdicts,
    headline: suiteRegressions(report2) > 0 ? ["whole suite slower", ...verdicts] : verdicts,
    certified: certifyPhrase(report2),
    notKnown: undecidedPhrase(report2),
    leadingWarnings: report2.warnings.filter(leadsTheReport).map(warningText),
    warnings: report2.warnings.filter((warning2) => !leadsTheReport(warning2)).map((warning2) => ({ code: warning2.code, text: warningText(warning2) })),
    suiteLines: suiteSentences(report2),
    differentMachines: report2.runnersDiffer ? RUNNERS_DIFFER : void 0,
    gate: report2.gateReason === void 0 ? void 0 : gateReasonText(report2.gateReason),
    settings: settingsPhrase(report2),
    outliers: outlierPhrase(report2)
  };
}
function capitalised(sentence) {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

// src/report/side-titles.ts
function sideTitles(report2, fit = (label) => label) {
  const several = report2.baselines.length > 1;
  const baselines = report2.baselines.map((side2, i) => fit(side2.label, several ? `baseline${i + 1}` : "baseline"));
  const seen = /* @__PURE__ */ new Map();
  for (const title of baselines) seen.set(title, (seen.get(title) ?? 0) + 1);
  const unique = baselines.map((title, i) => (seen.get(title) ?? 0) > 1 ? `${title} (${i + 1})` : title);
  let current = fit(report2.current.label, "current");
  if (unique.includes(current) || baselines.includes(current)) current = `${current} (current)`;
  return { baselines: unique, current };
}

// src/report/table-model.ts
var lineKey = seriesKey;
var LazyReferenceCells = class {
  constructor(row3, centres) {
    this.row = row3;
    this.centres = centres;
  }
  row;
  centres;
  centreCell;
  changeCellMade;
  /** null: the row has no interval; undefined: not formatted yet. */
  intervalText;
  verdictCell;
  pCell;
  noteCell;
  warningTexts;
  get centre() {
    this.centreCell ??= { kind: "centre", text: this.centres().baseline };
    return this.centreCell;
  }
  get change() {
    this.changeCellMade ??= { kind: "change", ...changeCell(this.row), emphasis: this.row.verdict };
    return this.changeCellMade;
  }
  get interval() {
    if (this.intervalText === void 0) {
      const interval = valueChangeInterval(this.row);
      this.intervalText = interval === null ? null : formatInterval(interval);
    }
    return this.intervalText ?? void 0;
  }
  get verdict() {
    this.verdictCell ??= { kind: "verdict", text: this.row.verdict, emphasis: this.row.verdict };
    return this.verdictCell;
  }
  get p() {
    this.pCell ??= { kind: "p", text: formatPValue(this.row.pAdjusted) };
    return this.pCell;
  }
  get note() {
    if (this.noteCell === void 0) {
      const row3 = this.row;
      const parts = [];
      if (row3.verdict === "added" || row3.verdict === "removed" || row3.verdict === "inconclusive" && row3.pAdjusted === null)
        parts.push(row3.reason === void 0 ? "" : rowReasonText(row3.reason));
      else {
        parts.push(this.p.text);
        const tail2 = row3.reason?.code === "tail-changed";
        if (tail2) parts.push(rowReasonText(row3.reason));
        else if (row3.verdict === "inconclusive") parts.push(couldHide(row3));
        if (row3.sampleSize !== null) parts.push(`needs ≈${row3.sampleSize.perSide} ${row3.sampleSize.unit}`);
        else if (row3.verdict === "inconclusive" && row3.reason?.code === "job-effect-bound") parts.push(rowReasonText(row3.reason));
        else if (row3.verdict === "inconclusive" && !tail2) parts.push("more runs alone would not decide it");
      }
      const raw = rawChange(row3);
      if (raw !== null) parts.push(`raw ${formatPercent(raw, 1)}`);
      this.noteCell = { kind: "note", text: parts.filter((part) => part !== "").join(" · ") };
    }
    return this.noteCell;
  }
  get warnings() {
    this.warningTexts ??= [...new Set(this.row.warnings.map(warningText))];
    return this.warningTexts;
  }
  get reason() {
    return this.row.reason === void 0 ? void 0 : rowReasonText(this.row.reason);
  }
};
function couldHide(row3) {
  const worst = worstNotRuledOut(row3);
  const best = row3.changeCI?.[0] ?? -Infinity;
  if (!Number.isFinite(worst) || !Number.isFinite(best)) return "could hide any change";
  return worst > 0 && !roundsToZero(worst, 1) ? `could hide ${formatPercent(worst, 1)} worse` : `could hide ${formatPercent(-best, 1).replace("+", "")} better`;
}
function rawChange(row3) {
  if (row3.test !== "suite" || row3.baseline === null || row3.current === null || !(row3.baseline.centre > 0) || row3.ratio === null) return null;
  const raw = row3.current.centre / row3.baseline.centre - 1;
  return Number.isFinite(raw) && Math.abs(raw - (row3.ratio - 1)) > 5e-3 ? raw : null;
}
var LazyLine = class {
  constructor(key2, order, rows) {
    this.key = key2;
    this.order = order;
    this.rows = rows;
    this.first = rows.find((row3) => row3 !== void 0);
    this.worst = rows.find((row3) => row3?.verdict === "regression") ?? rows.find((row3) => row3?.verdict === "improvement") ?? this.first;
    this.changed = this.worst.verdict === "regression" || this.worst.verdict === "improvement";
    this.name = { kind: "name", text: this.first.benchmark };
    this.metric = { kind: "metric", text: this.first.metric };
  }
  key;
  order;
  rows;
  name;
  metric;
  first;
  worst;
  changed;
  currentCell;
  referenceCellList;
  /** The first row's centres: its baseline cell and the line's current cell share one formatting. */
  firstCentres;
  warningTexts;
  get current() {
    this.currentCell ??= { kind: "centre", text: this.centresOfFirst().current };
    return this.currentCell;
  }
  get references() {
    this.referenceCellList ??= this.rows.map(
      (row3) => row3 === void 0 ? void 0 : new LazyReferenceCells(row3, row3 === this.first ? () => this.centresOfFirst() : () => formatCentres(row3))
    );
    return this.referenceCellList;
  }
  get warnings() {
    this.warningTexts ??= [...new Set(this.references.flatMap((cells) => cells?.warnings ?? []))];
    return this.warningTexts;
  }
  centresOfFirst() {
    this.firstCentres ??= formatCentres(this.first);
    return this.firstCentres;
  }
};
function tableLines(report2) {
  const byKey = /* @__PURE__ */ new Map();
  report2.comparisons.forEach((row3, index) => {
    const key2 = lineKey(row3.benchmark, row3.metric);
    let line = byKey.get(key2);
    if (line === void 0) {
      line = { order: index, rows: report2.baselines.map(() => void 0) };
      byKey.set(key2, line);
    }
    line.rows[row3.reference] = row3;
  });
  const lines = [];
  for (const [key2, { order, rows }] of byKey) lines.push(new LazyLine(key2, order, rows));
  return lines;
}
function byImportance(a, b) {
  const rank2 = (line) => line.worst.verdict === "regression" ? 0 : 1;
  return rank2(a) - rank2(b) || Math.abs(valueChange(b.first) ?? 0) - Math.abs(valueChange(a.first) ?? 0) || a.order - b.order;
}
function readingOrder(lines) {
  const firstSeen = /* @__PURE__ */ new Map();
  for (const line of lines) if (!firstSeen.has(line.first.benchmark)) firstSeen.set(line.first.benchmark, line.order);
  const group = (line) => firstSeen.get(line.first.benchmark) ?? 0;
  return {
    changed: lines.filter((line) => line.changed).sort(byImportance),
    others: lines.filter((line) => !line.changed).sort((a, b) => group(a) - group(b) || a.order - b.order)
  };
}

// src/report/html.ts
var MAX_PLOTTED_ROWS = 500;
function indexSeries(set) {
  return new Map(set.series.map((series) => [lineKey(series.benchmark, series.metric), series]));
}
function sortable(key2, title) {
  return html`<th aria-sort="none"><button type="button" data-key="${key2}">${title}</button></th>`;
}
function tableRow({ line, cells }, marks, context) {
  const row3 = cells.row;
  const several = context.report.baselines.length > 1;
  const reference = several ? html` <span class="muted">vs ${context.referenceNames[row3.reference] ?? ""}</span>` : html``;
  const sups = marks.map((number) => html`<sup>${number}</sup>`);
  const interval = cells.interval === void 0 ? html`` : html`<br><span class="muted">${cells.interval}</span>`;
  const base = context.baselines[row3.reference]?.get(line.key);
  const current = context.current.get(line.key);
  const plot = html`${stripPlot(row3, base, current)}${context.report.design === void 0 ? html`` : pairPlot(base, current)}`;
  const data = html`data-name="${line.name.text}" data-change="${valueChange(row3) ?? 0}" data-verdict="${row3.verdict}" data-p="${row3.pAdjusted ?? 1}"`;
  const name = html`<td class="name">${breakable(line.name.text)}${reference}</td>`;
  const change2 = html`<td class="num ${row3.verdict}">${cells.change.text}${interval}</td>`;
  const centres = html`<td class="num">${cells.centre.text}</td><td class="num">${line.current.text}</td>`;
  const plots = html`<td class="plot">${plot}</td>${change2}<td class="changeplot">${changePlot(row3, context.scale)}</td>`;
  return html`<tr ${data}>${name}<td>${line.metric.text}</td>${centres}${plots}<td>${cells.verdict.text}${sups}</td><td class="num">${cells.p.text}</td></tr>`;
}
function tableHead(baselineHeader, currentTitle) {
  const label = (title) => html`<th class="label">${breakable(title)}</th>`;
  const sides = html`${label(baselineHeader)}${label(currentTitle)}`;
  const verdict = html`${sortable("verdict", "Verdict")}${sortable("p", "p (adj.)")}`;
  const change2 = html`${sortable("change", "Change [CI]")}<th>Change</th>`;
  return html`<thead><tr>${sortable("name", "Benchmark")}<th>Metric</th>${sides}<th>Samples</th>${change2}${verdict}</tr></thead>`;
}
function headline(title, facts) {
  const certified = facts.certified;
  const promise2 = certified === void 0 ? html`` : html`\n<p>${certified.certified ? "✔️ Certified" : "❔ Not certified"}: ${certified.text}.</p>`;
  const notKnown = facts.notKnown === "" ? html`` : html`\n<p>Not known: ${facts.notKnown}.</p>`;
  const leading = facts.leadingWarnings.map((text3) => html`\n<p><strong>Warning:</strong> ${text3}.</p>`);
  return html`<h1>${title}: ${facts.headline.join(" · ")}</h1>${promise2}${notKnown}${leading}`;
}
function howToRead(report2, facts, titles) {
  const runs = (side2, name) => `${name} (${plural(side2.runs, "run")})`;
  const baselines = report2.baselines.map((side2, i) => runs(side2, titles.baselines[i] ?? side2.label)).join(", ");
  const sides = html`Baseline ${baselines}; current ${runs(report2.current, titles.current)}.`;
  const plots = html`Dots are samples (grey: baseline, colour: current; one row of dots per run), bars the centres, the axis below in the row's unit; \
the change axis runs from better (left) to worse (right).`;
  return html`<p class="muted">${facts.settings}. ${sides} ${plots} Sort with the column titles (a click, or Enter).</p>`;
}
function factList(facts) {
  const items = [
    ...facts.suiteLines,
    ...facts.warnings.map(({ text: text3 }) => `Warning: ${text3}.`),
    ...facts.differentMachines === void 0 ? [] : [`Warning: ${facts.differentMachines}.`],
    ...facts.gate === void 0 ? [] : [`Gate: ${facts.gate}.`],
    ...facts.outliers === void 0 ? [] : [`${facts.outliers}.`]
  ];
  return items.length === 0 ? html`` : html`<ul>${items.map((item) => html`<li>${item}</li>`)}</ul>`;
}
function noteList(footnotes) {
  if (footnotes.size === 0) return html``;
  return html`<ol class="muted">${footnotes.list().map(({ text: text3, rows }) => html`<li>${text3} (${plural(rows, "row")})</li>`)}</ol>`;
}
function notesOf(cells) {
  return cells.reason === void 0 ? [...cells.warnings] : [cells.reason, ...cells.warnings];
}
function shownEntries(report2) {
  const { changed, others } = readingOrder(tableLines(report2));
  const entries = [];
  for (const line of changed.concat(others)) {
    for (const cells of line.references) if (cells !== void 0 && entries.length < MAX_PLOTTED_ROWS) entries.push({ line, cells });
  }
  return entries;
}
function renderHtml(report2, samples, title = "benchgate") {
  const facts = reportFacts(report2);
  const shown = shownEntries(report2);
  const titles = sideTitles(report2);
  const ends = shown.flatMap(({ cells }) => [cells.row.change, ...cells.row.changeCI ?? []].map((value) => Math.abs(value ?? 0)));
  const context = {
    report: report2,
    baselines: samples.baselines.map(indexSeries),
    current: indexSeries(samples.current),
    referenceNames: titles.baselines,
    scale: Math.min(1, Math.max(0.05, ...ends))
  };
  const footnotes = new Footnotes();
  const rows = shown.map((entry2) => tableRow(entry2, footnotes.mark(notesOf(entry2.cells)), context));
  const left = report2.comparisons.length - shown.length;
  const more = left > 0 ? html`<p class="muted">${plural(left, "more row")} ${left === 1 ? "is" : "are"} only in the JSON report.</p>` : html``;
  const baselineHeader = titles.baselines.length === 1 ? titles.baselines[0] ?? "" : "Baseline";
  const head = html`<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>${STYLE}</style>`;
  return html`<!doctype html>
<html lang="en"><head>${head}</head>
<body>
${headline(title, facts)}
${howToRead(report2, facts, titles)}
${factList(facts)}
<table>${tableHead(baselineHeader, titles.current)}
<tbody>
${joinHtml(rows, html`\n`)}
</tbody></table>
${noteList(footnotes)}
${more}
<script>${SCRIPT}</script>
</body></html>
`.source;
}

// src/report/json.ts
var SIDE_FIELDS = ["n", "runs", "samples", "centre", "sd", "min", "max", "median", "gmean"];
var ROW_FIELDS = ["change", "ratio", "changeRaw", "changeNet", "pValue", "pAdjusted", "df"];
var SUITE_FIELDS = ["change", "pValue", "pAdjusted", "priorDf", "priorSd", "betweenJobSd", "rowSpreadJobs", "detectable"];
function isBad(value) {
  return typeof value === "number" && !Number.isFinite(value);
}
function fail(value, where) {
  throw new Error(`internal error: ${String(value)} in the report at ${where}`);
}
function checkFields(object2, fields, list, index, part = "") {
  if (object2 === null) return;
  for (const field of fields) if (isBad(object2[field])) fail(object2[field], `${list}[${index}]${part}.${field}`);
}
function checkInterval(interval, list, index, field = "changeCI") {
  if (interval === null || interval === void 0) return;
  if (isBad(interval[0])) fail(interval[0], `${list}[${index}].${field}[0]`);
  if (isBad(interval[1])) fail(interval[1], `${list}[${index}].${field}[1]`);
}
function checkRow(row3, index) {
  checkFields(row3.baseline, SIDE_FIELDS, "comparisons", index, ".baseline");
  checkFields(row3.current, SIDE_FIELDS, "comparisons", index, ".current");
  checkFields(row3, ROW_FIELDS, "comparisons", index);
  checkInterval(row3.changeCI, "comparisons", index);
  checkInterval(row3.changeCIMarginal, "comparisons", index, "changeCIMarginal");
}
function reasonWithMessage(reason, words) {
  return reason === void 0 ? void 0 : { ...reason, message: words(reason) };
}
function rowForJson(row3) {
  if (row3.warnings.length === 0 && row3.reason === void 0) return row3;
  return { ...row3, reason: reasonWithMessage(row3.reason, rowReasonText), warnings: row3.warnings.map(withMessage) };
}
function withMessage(warning2) {
  return { ...warning2, message: warningText(warning2) };
}
function checkReport(report2) {
  report2.comparisons.forEach(checkRow);
  report2.suites.forEach((line, index) => {
    checkFields(line, SUITE_FIELDS, "suites", index);
    checkInterval(line.changeCI, "suites", index);
  });
  if (isBad(report2.alpha)) fail(report2.alpha, "alpha");
  if (isBad(report2.noise)) fail(report2.noise, "noise");
}
function openingOf(header) {
  const head = JSON.stringify(
    {
      ...header,
      suites: header.suites.map((line) => line.reason === void 0 ? line : { ...line, reason: reasonWithMessage(line.reason, rowReasonText) }),
      gateReason: reasonWithMessage(header.gateReason, gateReasonText),
      warnings: header.warnings.map(withMessage)
    },
    null,
    2
  );
  return `${head.slice(0, -2)},
  "comparisons": [`;
}
function rowLine(row3) {
  return `    ${JSON.stringify(rowForJson(row3))}`;
}
function renderJson(report2) {
  checkReport(report2);
  const { comparisons, ...header } = report2;
  const opening = openingOf(header);
  if (comparisons.length === 0) return `${opening}]
}
`;
  const rows = comparisons.map(rowLine);
  rows[0] = `${opening}
${rows[0] ?? ""}`;
  rows[rows.length - 1] = `${rows[rows.length - 1] ?? ""}
  ]
}
`;
  return rows.join(",\n");
}
function writeJson(report2, sink) {
  checkReport(report2);
  const { comparisons, ...header } = report2;
  const opening = openingOf(header);
  if (comparisons.length === 0) {
    sink(`${opening}]
}
`);
    return;
  }
  sink(`${opening}
`);
  for (let i = 0; i < comparisons.length; i++) sink(i === 0 ? rowLine(comparisons[i]) : `,
${rowLine(comparisons[i])}`);
  sink("\n  ]\n}\n");
}

// src/report/markdown-escape.ts
var MAX_CELL_CHARS = 120;
var LINE_BREAKS = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/g;
function escapeText(text3, context) {
  const oneLine = showControls(text3.replace(LINE_BREAKS, " "));
  switch (context) {
    case "text":
      return oneLine.replace(/^[ \t]+/, " ").replace(/[\\`*_[\]|~#$]/g, "\\$&").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/^( ?)([-+=])/, "$1\\$2").replace(/^( ?\d{1,9})([.)])(?=[ \t]|$)/, "$1\\$2").replace(/([@#])(?=\w)/g, "$1‍").replace(/(?<=[a-z0-9+.-]):(?=\/\/)/gi, "‍:").replace(/(www)\./gi, "$1‍.").replace(/(GH)-(?=\d)/gi, "$1‍-").replace(/\b\w{7,}/g, (word) => /^[0-9a-f]+$/i.test(word) ? word.replace(/(.{4})(?=.)/g, "$1‍") : word);
    case "code": {
      const content = oneLine;
      if (content.trim() === "") return "";
      let longest = 0;
      for (const run2 of content.match(/`+/g) ?? []) longest = Math.max(longest, run2.length);
      const fence = "`".repeat(longest + 1);
      const pad2 = content.startsWith("`") || content.endsWith("`") ? " " : "";
      return `${fence}${pad2}${content}${pad2}${fence}`;
    }
    case "mermaid":
      return mermaidLabel(oneLine);
  }
}
var BRACKETS = { "[": "(", "{": "(", "<": "(", "]": ")", "}": ")", ">": ")" };
function mermaidLabel(text3) {
  return text3.replace(/\s+/g, " ").replace(/[^\p{L}\p{M}\p{N} .,:\-_/+*=!?()^~|@%…]|%(?=%)/gu, (char) => BRACKETS[char] ?? "_").replace(/ {2,}/g, " ").trim();
}
var made3;
var Markdown = class _Markdown {
  constructor(source) {
    this.source = source;
  }
  source;
  static {
    made3 = (source) => new _Markdown(source);
  }
};
function sourceOf2(piece, context) {
  return piece instanceof Markdown ? piece.source : escapeText(String(piece), context);
}
function markup(literals, ...pieces) {
  if (!Object.isFrozen(literals) || !Array.isArray(literals.raw)) throw new Error("markup is a template tag: markup`...`");
  let source = literals[0] ?? "";
  for (let i = 0; i < pieces.length; i++) source += sourceOf2(pieces[i], "text") + (literals[i + 1] ?? "");
  return made3(source);
}
function codeSpan(text3) {
  return made3(escapeText(text3, "code"));
}
function mermaidText(text3) {
  return made3(escapeText(text3, "mermaid"));
}
var URL_CHARACTERS = /[^A-Za-z0-9\-._~:/?#=%+,]/g;
function link(text3, url) {
  if (!/^https?:\/\/[^\s]/i.test(url)) return markup`${text3}`;
  const destination = url.replace(
    URL_CHARACTERS,
    (char) => encodeURIComponent(char).replace(/[!'()*]/g, (c2) => `%${c2.charCodeAt(0).toString(16).toUpperCase()}`)
  );
  return made3(`[${sourceOf2(text3, "text")}](${destination})`);
}
function joinMarkdown(pieces, separator) {
  return made3(pieces.map((piece) => piece.source).join(separator.source));
}
function pairAt(text3, at) {
  const high = text3.charCodeAt(at);
  const low = text3.charCodeAt(at + 1);
  return high >= 55296 && high <= 56319 && low >= 56320 && low <= 57343;
}
function headOf2(text3, count) {
  let end = 0;
  for (let n = 0; n < count && end < text3.length; n++) end += pairAt(text3, end) ? 2 : 1;
  return text3.slice(0, end);
}
function tailOf(text3, count) {
  let start = text3.length;
  for (let n = 0; n < count && start > 0; n++) start -= start >= 2 && pairAt(text3, start - 2) ? 2 : 1;
  return text3.slice(start);
}
function longerThan(text3, max) {
  if (text3.length <= max) return false;
  if (text3.length > 2 * max) return true;
  let count = 0;
  for (let i = 0; i < text3.length; i += pairAt(text3, i) ? 2 : 1) count++;
  return count > max;
}
function shorten(text3, max = MAX_CELL_CHARS) {
  if (!longerThan(text3, max)) return text3;
  const keep = (max - 1) / 2;
  return `${headOf2(text3, Math.ceil(keep))}…${tailOf(text3, Math.floor(keep))}`;
}
function keepEnd(text3, max) {
  return longerThan(text3, max) ? `…${tailOf(text3, max - 1)}` : text3;
}

// src/report/mermaid-chart.ts
var MAX_CHART_BARS = 20;
var MAX_LABEL_CHARS = 40;
var AXIS_CHARS = 46;
var NUMBERED_FROM_BARS = 4;
var LABELS = markup`"xyChart": {"showDataLabel": true, "showDataLabelOutsideBar": true}`;
var INIT = {
  regression: markup`%%{init: {${LABELS}, "themeVariables": {"xyChart": {"plotColorPalette": "#dc2626"}}}}%%`,
  improvement: markup`%%{init: {${LABELS}, "themeVariables": {"xyChart": {"plotColorPalette": "#16a34a"}}}}%%`
};
function namesFit(names) {
  return names.length < NUMBERED_FROM_BARS && names.every((name) => [...name].length <= AXIS_CHARS / names.length);
}
function chart(report2, rows) {
  const changed = rows.filter((row3) => row3 !== void 0 && row3.change !== null);
  const titles = report2.baselines.length > 1 ? sideTitles(report2).baselines : void 0;
  const label = (row3) => `${row3.benchmark} ${row3.metric}${titles === void 0 ? "" : ` vs ${titles[row3.reference] ?? ""}`}`;
  const oneChart = (verdict, title, axis) => {
    const bars = changed.filter((row3) => row3.verdict === verdict).slice(0, MAX_CHART_BARS);
    if (bars.length === 0) return [];
    const sizes = bars.map((row3) => (Math.abs(row3.change) * 100).toFixed(1));
    const top = Math.max(...sizes.map(Number));
    const names = bars.map((row3) => keepEnd(label(row3), MAX_LABEL_CHARS));
    const numbered = !namesFit(names);
    const labels = (numbered ? names.map((_, i) => String(i + 1)) : names).map((text3) => markup`"${mermaidText(text3)}"`);
    return [
      markup`\`\`\`mermaid`,
      INIT[verdict],
      markup`xychart-beta`,
      markup`  title "${mermaidText(title)}"`,
      markup`  x-axis [${joinMarkdown(labels, markup`, `)}]`,
      markup`  y-axis "${mermaidText(axis)}" 0 --> ${mermaidText(niceCeiling(top).toString())}`,
      markup`  bar [${mermaidText(sizes.join(", "))}]`,
      markup`\`\`\``,
      ...numbered ? [legend(bars.map(label), sizes, axis)] : [],
      markup``
    ];
  };
  return [...oneChart("regression", "Regressions: % worse", "% worse"), ...oneChart("improvement", "Improvements: % better", "% better")];
}
function legend(names, sizes, axis) {
  const entries = names.map((name, i) => markup`${i + 1}: ${shorten(name)}, ${sizes[i] ?? ""}${axis}`);
  return markup`${joinMarkdown(entries, markup` · `)}`;
}
function niceCeiling(value) {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

// src/report/comment-body.ts
var VERDICT_RANK = { regression: 0, improvement: 1, inconclusive: 3, noise: 4, added: 5, removed: 6, unchanged: 7 };
var NOTE_RANK = 2;
var REPORT_WARNING_RANK = 2;
var REFERENCE_RANK = 8;
var UNUSED_RULE_RANK = 9;
var MAX_SENTENCE_CHARS = 500;
var PART_KINDS = ["row", "whole-suite line", "note", "warning", "baseline description"];
function lineRank(line) {
  return Math.min(...line.rows.map((row3) => row3 === void 0 ? 9 : VERDICT_RANK[row3.verdict]));
}
function warningRank(code) {
  return code === "unused-rule" ? UNUSED_RULE_RANK : REPORT_WARNING_RANK;
}
function changeWithInterval(cells) {
  if (cells === void 0) return "";
  const quiet = cells.row.verdict === "unchanged" || cells.row.verdict === "inconclusive";
  const change2 = starred(cells.change);
  return cells.interval === void 0 || quiet ? change2 : `${change2} ${cells.interval}`;
}
var VERDICT_WORDS2 = {
  regression: "❌ regression",
  improvement: "✅ improvement",
  unchanged: "unchanged",
  noise: "within noise",
  inconclusive: "❔ inconclusive",
  added: "added",
  removed: "removed"
};
function cell(text3) {
  return markup`${shorten(text3)}`;
}
function sideFooter(word, side2) {
  const commit = side2.commit === void 0 ? markup`` : markup`, commit ${codeSpan(side2.commit.slice(0, 12))}`;
  const runner = side2.runner === void 0 ? markup`` : markup`, runner ${shorten(side2.runner)}`;
  return markup`${word} ${shorten(side2.label)}: ${plural(side2.runs, "run")}${commit}${runner}`;
}
function listOf(phrases) {
  return phrases.length < 2 ? phrases[0] ?? "" : `${phrases.slice(0, -1).join(", ")} and ${phrases[phrases.length - 1] ?? ""}`;
}
var CommentBody = class {
  constructor(report2, input) {
    this.report = report2;
    this.input = input;
    const facts = input.facts;
    facts.suiteLines.forEach((sentence, i) => {
      const line = report2.suites[i];
      const rank2 = line === void 0 ? VERDICT_RANK.inconclusive : VERDICT_RANK[line.verdict];
      this.suites.push({ part: this.add("whole-suite line", rank2), line: markup`${sentence}  ` });
    });
    const lines = tableLines(report2);
    for (const line of lines) this.rowPart.set(line, this.add("row", lineRank(line)));
    ({ changed: this.changed, others: this.others } = readingOrder(lines));
    for (const line of lines) this.warningRows.mark(line.warnings);
    this.tableHead = this.header();
    for (const note of input.notes) this.notes.push({ part: this.add("note", NOTE_RANK), line: markup`${note}  ` });
    if (facts.differentMachines !== void 0) this.fixedFooter.push(markup`⚠️ ${capitalised(facts.differentMachines)}.  `);
    if (facts.gate !== void 0) this.fixedFooter.push(markup`Gate: ${shorten(facts.gate, MAX_SENTENCE_CHARS)}.  `);
    this.leading = facts.leadingWarnings.map((text3) => markup`⚠️ ${text3}.  `);
    for (const { code, text: text3 } of facts.warnings) this.warnings.push({ part: this.add("warning", warningRank(code)), line: markup`⚠️ ${text3}.  ` });
    const [first, ...more] = report2.baselines;
    for (const side2 of more) this.references.push({ part: this.add("baseline description", REFERENCE_RANK), line: sideFooter("baseline", side2) });
    this.sides = { first: first === void 0 ? void 0 : sideFooter("baseline", first), current: sideFooter("current", report2.current) };
    const outliers = facts.outliers === void 0 ? markup`` : markup` · ${facts.outliers}`;
    this.settings = markup`<sub>${shorten(facts.settings, MAX_SENTENCE_CHARS)} · `;
    this.footer = markup`${outliers} · ${CHANGE_LEGEND}</sub>`;
  }
  report;
  input;
  parts = [];
  suites = [];
  /** Lines in the table model's reading order: the changed ones first, the others grouped by benchmark. */
  changed;
  others;
  rowPart = /* @__PURE__ */ new Map();
  /** A row's markdown up to its last cell's end, without the footnote marks, which depend on the rows kept. */
  rowStart = /* @__PURE__ */ new Map();
  tableHead;
  /** How many rows carry each row warning, over the whole report. */
  warningRows = new Footnotes();
  notes = [];
  warnings = [];
  leading;
  references = [];
  fixedFooter = [];
  sides;
  /** The footer's last line, up to the sides it names and from them to its end. */
  settings;
  footer;
  add(kind, rank2) {
    this.parts.push({ kind, rank: rank2 });
    return this.parts.length - 1;
  }
  /** The parts' numbers, the one a reader needs most first (ties: in the order they are shown). */
  ranked() {
    return this.parts.map((_, i) => i).sort((a, b) => (this.parts[a]?.rank ?? 0) - (this.parts[b]?.rank ?? 0) || a - b);
  }
  header() {
    const several = this.report.baselines.length > 1;
    const titles = sideTitles(this.report);
    const header = [
      markup`Benchmark`,
      markup`Metric`,
      ...titles.baselines.map(cell),
      cell(titles.current),
      ...titles.baselines.map((title) => several ? markup`vs ${shorten(title)}` : markup`Change [CI]`),
      ...several ? [] : [markup`Verdict`, markup`p (adj.) · note`]
    ];
    const align = header.map((_, column) => column < 2 ? markup`:--` : markup`--:`);
    return [markup`| ${joinMarkdown(header, markup` | `)} |`, markup`| ${joinMarkdown(align, markup` | `)} |`];
  }
  start(line) {
    let start = this.rowStart.get(line);
    if (start === void 0) {
      const several = this.report.baselines.length > 1;
      const only = line.references[0];
      const cells = [
        cell(line.name.text),
        cell(line.metric.text),
        ...line.references.map((reference) => cell(reference?.centre.text ?? "")),
        cell(line.current.text),
        ...line.references.map((reference) => cell(changeWithInterval(reference))),
        ...several ? [] : [cell(only === void 0 ? "" : VERDICT_WORDS2[only.row.verdict]), cell(only?.note.text ?? "")]
      ];
      start = markup`| ${joinMarkdown(cells, markup` | `)}`;
      this.rowStart.set(line, start);
    }
    return start;
  }
  table(lines, marks) {
    const out = [...this.tableHead];
    for (const line of lines) {
      const sup = (marks.get(line) ?? []).map((number) => markup`<sup>${number}</sup>`);
      out.push(sup.length === 0 ? markup`${this.start(line)} |` : markup`${this.start(line)} ${joinMarkdown(sup, markup``)} |`);
    }
    return out;
  }
  /** The body with the parts whose numbers are set in `kept`. */
  render(kept) {
    const isKept = (part) => part !== void 0 && kept[part] === 1;
    const keptLines = (lines) => lines.filter((one) => isKept(one.part)).map((one) => one.line);
    let out = [this.input.heading, markup``];
    const suites = keptLines(this.suites);
    if (suites.length > 0) out.push(...suites, markup``);
    if (this.leading.length > 0) out.push(...this.leading, markup``);
    out = out.concat(this.tables(isKept));
    const leftOut = this.leftOut(kept);
    if (leftOut !== void 0) out.push(leftOut, markup``);
    out = out.concat(keptLines(this.notes), this.fixedFooter, keptLines(this.warnings));
    const sides = [...this.sides.first === void 0 ? [] : [this.sides.first], ...keptLines(this.references), this.sides.current];
    out.push(markup`${this.settings}${joinMarkdown(sides, markup` · `)}${this.footer}`, markup``);
    return out.map((line) => line.source).join("\n");
  }
  /** The changed rows with their chart, the others collapsed, and the notes the rows kept point to. */
  tables(isKept) {
    const changed = this.changed.filter((line) => isKept(this.rowPart.get(line)));
    const others = this.others.filter((line) => isKept(this.rowPart.get(line)));
    const footnotes = new Footnotes();
    const marks = /* @__PURE__ */ new Map();
    for (const line of changed.concat(others)) marks.set(line, footnotes.mark(line.warnings));
    let out = [];
    const rows = changed.flatMap((line) => line.rows);
    if (changed.length > 0) out = out.concat(this.table(changed, marks), markup``, chart(this.report, rows));
    if (others.length > 0) {
      const summary = markup`<details><summary>${plural(others.length, changed.length > 0 ? "other row" : "row")}</summary>`;
      out = out.concat(summary, markup``, this.table(others, marks), markup``, markup`</details>`, markup``);
    }
    if (footnotes.size === 0) return out;
    for (const { text: text3, number } of footnotes.list()) out.push(markup`<sup>${number}</sup> ${text3} (${plural(this.warningRows.rowsOf(text3), "row")}).  `);
    out.push(markup``);
    return out;
  }
  /** The line that says what the budget left out and where to read it; undefined when nothing was. */
  leftOut(kept) {
    const counts = /* @__PURE__ */ new Map();
    this.parts.forEach((part, i) => {
      if (kept[i] !== 1) counts.set(part.kind, (counts.get(part.kind) ?? 0) + 1);
    });
    if (counts.size === 0) return void 0;
    const phrases = PART_KINDS.filter((kind) => counts.has(kind)).map((kind) => plural(counts.get(kind) ?? 0, kind));
    const one = phrases.length === 1 && [...counts.values()][0] === 1;
    return markup`${listOf(phrases)} ${one ? "is" : "are"} left out here for size: see ${this.input.fullReport ?? "the JSON report"}.`;
  }
};

// src/report/markdown.ts
var COMMENT_BUDGET_CHARS = 65e3 - 100;
function renderVerdictLine(report2, facts = reportFacts(report2)) {
  const { certified, notKnown } = facts;
  if (certified?.certified === true) return [`✔️ ${certified.text}`, ...facts.verdicts].join(" · ");
  if (certified !== void 0)
    return [`❔ no regression found; ${certified.text}${notKnown === "" ? "" : `; ${notKnown}`}`, ...decidedPhrases(report2.summary)].join(" · ");
  const suiteWide = facts.headline.length > facts.verdicts.length;
  if (report2.summary.regressions === 0 && !suiteWide && notKnown !== "")
    return ["❔ no regression found; " + notKnown, ...decidedPhrases(report2.summary)].join(" · ");
  const icon = report2.summary.regressions > 0 || suiteWide ? "❌" : report2.summary.improvements > 0 ? "✅" : "✔️";
  return `${icon} ${facts.headline.join(" · ")}`;
}
function renderMarkdown(report2, options = {}) {
  const facts = reportFacts(report2);
  const heading = markup`### ${shorten(options.title ?? "benchgate")}: ${renderVerdictLine(report2, facts)}`;
  const body = new CommentBody(report2, { heading, facts, notes: options.notes ?? [], fullReport: options.fullReport });
  const kept = new Uint8Array(body.parts.length).fill(1);
  if (options.maxChars === void 0) return body.render(kept);
  const maxChars = options.maxChars;
  const ranked2 = body.ranked();
  const all = ranked2.length;
  const keep = (count) => {
    kept.fill(0);
    for (let i = 0; i < count; i++) kept[ranked2[i]] = 1;
    return body.render(kept);
  };
  let low = 0;
  let high;
  for (let step = 1; ; step *= 2) {
    const next = Math.min(low + step, all);
    if (keep(next).length > maxChars) {
      high = next - 1;
      break;
    }
    low = next;
    if (low === all) return keep(all);
  }
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (keep(middle).length <= maxChars) low = middle;
    else high = middle - 1;
  }
  return keep(low);
}
function renderNoComparison(title, lines) {
  return `${[markup`### ${shorten(title)}: no comparison`, ...lines.map((line) => markup`${line}`)].map((line) => line.source).join("\n\n")}
`;
}
var MAX_NOTICE_CHARS = 400;
function renderErrorNotice(title, message, commit) {
  return markup`### ${shorten(title)}: error\n\n${shorten(message, MAX_NOTICE_CHARS)} (at ${codeSpan(commit.slice(0, 7))}).`.source;
}
function renderNoBaselineNotice(title, reason, commit) {
  return markup`### ${shorten(title)}: no baseline\n\nNo verdict for ${codeSpan(commit.slice(0, 7))}: ${shorten(reason, MAX_NOTICE_CHARS)}.`.source;
}

// src/report/log-safe.ts
function logSafe(text3) {
  const visible = showControls(text3);
  return visible.startsWith("::") ? `:​${visible.slice(1)}` : visible;
}

// src/report/terminal.ts
var MAX_LABEL_CHARS2 = 14;
var MIN_NAME_CHARS = 16;
function abbreviate(text3, width) {
  const chars = [...text3];
  if (chars.length <= width) return text3;
  const head = Math.floor((width - 1) / 4);
  return `${chars.slice(0, head).join("")}…${chars.slice(chars.length - (width - 1 - head)).join("")}`;
}
var FULL_TABLE_MAX_LINES = 500;
var RED2 = "\x1B[31m";
var GREEN2 = "\x1B[32m";
var DIM = "\x1B[2m";
var RESET = "\x1B[0m";
function displayWidth(text3) {
  return /^[\x00-\x7f]*$/.test(text3) ? text3.length : [...text3].length;
}
function pad(text3, width, right = false) {
  const fill = " ".repeat(Math.max(0, width - displayWidth(text3)));
  return right ? fill + text3 : text3 + fill;
}
function rowColour(row3) {
  if (row3.verdict === "regression") return RED2;
  if (row3.verdict === "improvement") return GREEN2;
  if (row3.verdict === "unchanged" || row3.verdict === "noise") return DIM;
  return "";
}
function columnsOf(report2, table) {
  const several = report2.baselines.length > 1;
  const allFit = [...report2.baselines, report2.current].every((side2) => displayWidth(showControls(side2.label)) <= MAX_LABEL_CHARS2);
  const titles = sideTitles(report2, (label, fallback) => allFit ? label : fallback);
  const p = !several && table.some((line) => (line.references[0]?.p.text ?? "") !== "");
  const changes = titles.baselines.map((name) => several ? `vs ${name}` : "change");
  const header = ["benchmark", "metric", ...titles.baselines, titles.current, ...changes, ...p ? ["p"] : []].map(showControls);
  return { header, baselineNames: titles.baselines, p };
}
function listedLines(table, columns) {
  const lines = [];
  const listAll = table.length <= FULL_TABLE_MAX_LINES;
  let hidden = 0;
  for (const line of table) {
    if (!listAll && line.rows.every((row3) => row3 === void 0 || row3.verdict === "unchanged")) {
      hidden++;
      continue;
    }
    const cells = [showControls(line.name.text), showControls(line.metric.text)];
    for (const reference of line.references) cells.push(reference?.centre.text ?? "—");
    cells.push(line.current.text);
    for (const reference of line.references) cells.push(reference === void 0 ? "" : starred(reference.change));
    if (columns.p) cells.push(line.references[0]?.p.text ?? "");
    lines.push({ cells, colour: rowColour(line.worst) });
  }
  return { lines, hidden };
}
function fitColumns(header, lines, maxWidth = Number.POSITIVE_INFINITY) {
  const widths = header.map((title) => displayWidth(title));
  for (const line of lines) {
    for (let column = 0; column < line.cells.length; column++) {
      widths[column] = Math.max(widths[column] ?? 0, displayWidth(line.cells[column] ?? ""));
    }
  }
  const total = widths.reduce((sum, width) => sum + width, 0) + 2 * (widths.length - 1);
  if (total > maxWidth && (widths[0] ?? 0) > MIN_NAME_CHARS) {
    const nameWidth = Math.max(MIN_NAME_CHARS, (widths[0] ?? 0) - (total - maxWidth));
    widths[0] = nameWidth;
    for (const line of lines) line.cells[0] = abbreviate(line.cells[0] ?? "", nameWidth);
  }
  return widths;
}
function footer(report2, facts, columns) {
  const out = [`${facts.verdicts.join(", ")}.`];
  if (facts.certified !== void 0) out.push(`${facts.certified.certified ? "Certified" : "Not certified"}: ${facts.certified.text}.`);
  if (facts.notKnown !== "") out.push(`Not known: ${facts.notKnown}.`);
  out.push(...facts.suiteLines, `${facts.settings}; p is adjusted.`, `${CHANGE_LEGEND}.`);
  if (facts.outliers !== void 0) out.push(`${facts.outliers}.`);
  if (facts.differentMachines !== void 0) out.push(`warning: ${facts.differentMachines}.`);
  if (facts.gate !== void 0) out.push(`gate: ${facts.gate}.`);
  for (const { text: text3 } of facts.warnings) out.push(`warning: ${text3}.`);
  const described = (name, label) => name === label ? label : `${name} = ${label}`;
  for (const [i, side2] of report2.baselines.entries()) out.push(`${described(columns.baselineNames[i] ?? "", side2.label)}: ${plural(side2.runs, "run")}`);
  out.push(`${described(columns.header[2 + report2.baselines.length] ?? "", report2.current.label)}: ${plural(report2.current.runs, "run")}`);
  return out;
}
function notes(report2) {
  const footnotes = new Footnotes();
  for (const row3 of report2.comparisons) {
    const reason = row3.verdict === "inconclusive" && row3.reason !== void 0 ? [`inconclusive: ${rowReasonText(row3.reason)}`] : [];
    footnotes.mark([...reason, ...row3.warnings.map(warningText)], `${row3.benchmark} ${row3.metric}`);
  }
  return footnotes.list().map(({ text: text3, rows, names }) => `note (${plural(rows, "row")}: ${names.join(", ")}${rows > names.length ? ", …" : ""}): ${text3}`);
}
function runsAdvice(report2) {
  const undecided = report2.comparisons.filter((row3) => row3.sampleSize !== null);
  if (undecided.length === 0) return [];
  const advice = [...undecided].sort((a, b) => (a.sampleSize?.perSide ?? 0) - (b.sampleSize?.perSide ?? 0)).slice(0, 5);
  const threshold = (fraction2) => `±${+(fraction2 * 100).toFixed(4)}%`;
  const thresholds = new Set(advice.map((row3) => row3.sampleSize?.change ?? report2.noise));
  const shared = thresholds.size === 1 ? [...thresholds][0] : void 0;
  const items = advice.map((row3) => {
    const own2 = shared === void 0 ? ` (${threshold(row3.sampleSize?.change ?? report2.noise)})` : "";
    return `${row3.benchmark} ${row3.metric} ≈${row3.sampleSize?.perSide ?? ""} ${row3.sampleSize?.unit ?? ""}${own2}`;
  });
  const against = shared === void 0 ? "each row's threshold" : threshold(shared);
  const more = undecided.length > advice.length ? `, … (${undecided.length} rows; see the JSON report)` : "";
  return [`to be decided against ${against} (4 times in 5), undecided rows need per side: ${items.join(", ")}${more}`];
}
function renderTerminal(report2, options) {
  const table = tableLines(report2);
  const facts = reportFacts(report2);
  const columns = columnsOf(report2, table);
  const { lines, hidden } = listedLines(table, columns);
  const widths = fitColumns(columns.header, lines, options.width);
  const format = (cells) => cells.map((cell2, column) => pad(cell2, widths[column] ?? 0, column >= 2)).join("  ").trimEnd();
  const leading = facts.leadingWarnings.map((text3) => `warning: ${text3}.`);
  const out = leading.length === 0 ? [format(columns.header)] : [...leading, "", format(columns.header)];
  const colours = /* @__PURE__ */ new Map();
  for (const line of lines) {
    if (options.colour && line.colour !== "") colours.set(out.length, line.colour);
    out.push(format(line.cells));
  }
  out.push("");
  if (hidden > 0) out.push(`${hidden} unchanged lines are not listed; the JSON report (--json FILE) has every row.`);
  out.push(...footer(report2, facts, columns), ...notes(report2), ...runsAdvice(report2));
  const shown = out.map((text3, i) => {
    const safe = logSafe(text3);
    const colour = colours.get(i);
    return colour === void 0 ? safe : `${colour}${safe}${RESET}`;
  });
  return `${shown.join("\n")}
`;
}

// src/pipeline/compare.ts
function sourcesOf(request, port) {
  return "sources" in request.files ? request.files.sources : port.readFiles(request.files.patterns, request.files.option);
}
function parseSide(request, sources) {
  const side2 = loadSide(sources, request.format, "option" in request.files ? request.files.option : void 0);
  return request.label === void 0 ? side2 : { ...side2, label: request.label, labelGiven: true };
}
function readSide(request, port) {
  return parseSide(request, sourcesOf(request, port));
}
function refuseSameFiles(baselines, current, option) {
  const names = current.formats.map(({ file }) => file).sort();
  if (names.length === 0) return;
  const same = baselines.findIndex(
    ({ formats }) => formats.length === names.length && formats.map(({ file }) => file).sort().every((name, i) => name === names[i])
  );
  if (same < 0) return;
  throw new InputError(
    `${option}: the same ${names.length === 1 ? "file" : `${names.length} files`} as the baseline${baselines.length > 1 ? ` ${same + 1}` : ""} (${names[0] ?? ""}${names.length > 1 ? ", …" : ""}); a side compared with itself shows nothing: give the current runs`
  );
}
function distinctLabels(baselines, current) {
  const sides = [...baselines, current];
  const clashing = (side2) => side2.labelGiven !== true && sides.some((other) => other !== side2 && other.label === side2.label);
  if (!sides.some(clashing)) return { baselines, current };
  const relabel = (side2) => clashing(side2) ? { ...side2, label: distinctLabel(side2) } : side2;
  return { baselines: baselines.map(relabel), current: relabel(current) };
}
function compareSides(baselines, current, policy, config, options = {}, currentOption = "the current side") {
  refuseSameFiles(baselines, current, currentOption);
  if (options.paired === true) checkSessionPolicy(policy, { test: "--paired --test" });
  if (options.paired === true) {
    for (const [i, baseline] of baselines.entries())
      if (baseline.set.runCount !== current.set.runCount)
        throw new InputError(
          `--paired: the baseline${baselines.length > 1 ? ` ${i + 1}` : ""} has ${baseline.set.runCount} runs and the current side ${current.set.runCount}; a paired comparison needs as many on both sides, given in run order`
        );
  }
  const named = distinctLabels(baselines, current);
  return compareSampleSets(named.baselines, named.current, policy, config, options);
}
function compareWithPort(baselines, current, policy, config, port, options = {}, currentOption) {
  let samples = 0;
  for (const side2 of [...baselines, current])
    for (const series of side2.set.series) for (const run2 of series.runs) samples += run2.kind === "samples" ? samplesCount(run2) : 0;
  const pool = port.startPool !== void 0 && samples >= PARALLEL_MIN_SAMPLES ? port.startPool() : void 0;
  try {
    return compareSides(baselines, current, policy, config, { ...options, pool }, currentOption);
  } finally {
    void pool?.close();
  }
}
function renderFaces(report2, baselines, current, faces) {
  return {
    ...faces.json === true && { json: renderJson(report2) },
    writeJson: (sink) => writeJson(report2, sink),
    markdown: (faces.markdown ?? []).map((options) => renderMarkdown(report2, options)),
    ...faces.html !== void 0 && {
      html: renderHtml(report2, { baselines: baselines.map((side2) => side2.set), current: current.set }, faces.html.title)
    },
    ...faces.terminal !== void 0 && { terminal: renderTerminal(report2, faces.terminal) }
  };
}
function gateOfRows(report2, policy, file) {
  const counted = countVerdicts(report2.comparisons);
  if (Object.keys(counted).some((name) => counted[name] !== report2.summary[name]))
    throw new ParseError({ file, path: "$.summary" }, "its counts differ from its rows");
  return { ...report2, ...gateOfReport(policy, report2), headline: certify(report2.comparisons, report2.suites, policy.certify) };
}
function readConfig(path, option, port) {
  if (path === void 0) return EMPTY_CONFIG;
  return parseConfig(port.readFiles([path], option)[0] ?? { name: path, text: "" });
}

// src/report/action-log.ts
var MAX_ANNOTATIONS = 10;
function commentLogLine(result) {
  if (result.url !== void 0) return { level: "info", text: `benchgate: comment ${result.action}: ${result.url}` };
  return result.refused ? { level: "warning", text: `benchgate: ${result.skipped}` } : { level: "info", text: `benchgate: no comment: ${result.skipped}` };
}
function commentFailedLine(message) {
  return `benchgate could not comment on the pull request: ${message}; the job summary has the report`;
}
function bisectProgressLine(line) {
  return `benchgate bisect: ${logSafe(line)}`;
}
function commandFailureLines(message) {
  return message.split("\n").map((line) => `benchgate: ${logSafe(line)}`);
}
function commandFailureText(summary) {
  return `${summary}; the step's log has the command and its last stderr lines`;
}
function unexpectedErrorText(message) {
  return `unexpected error: ${message}`;
}
function errorEnding(message, passes) {
  return passes ? `benchgate: ${message} (on-baseline-error: warn, so the check passes)` : `benchgate: ${message}`;
}
function readAsLine(file, format) {
  return `benchgate: read ${logSafe(file)} as ${format}`;
}
function warningAnnotations(report2) {
  const distinct = [...new Set([...report2.warnings, ...report2.comparisons.flatMap((row3) => row3.warnings)].map(warningText))];
  return distinct.slice(0, MAX_ANNOTATIONS).map((warning2) => `benchgate: ${logSafe(warning2)}`);
}
function uploadFailedLine(reason) {
  return `benchgate could not upload the HTML report: ${reason}`;
}
function failureOf(report2) {
  const regressed = report2.comparisons.filter((row3) => row3.verdict === "regression").map((row3) => logSafe(`${row3.benchmark} ${row3.metric}`));
  const suiteWide = report2.suites.filter((line) => line.verdict === "regression").map((line) => `every ${line.metric} row`);
  const all = [...suiteWide, ...regressed];
  const what = all.length === 0 ? "" : `${all.length} significant regression${all.length === 1 ? "" : "s"}: ${all.slice(0, 10).join(", ")}${all.length > 10 ? ", …" : ""}`;
  return `benchgate: ${[what, report2.gateReason === void 0 ? "" : gateReasonText(report2.gateReason)].filter((text3) => text3 !== "").join("; ")}`;
}
function gateEnding(report2) {
  const warnings = [];
  if (report2.gate !== "fail" && report2.gateReason !== void 0) warnings.push(`benchgate: ${gateReasonText(report2.gateReason)}`);
  const undecided = report2.summary.inconclusive;
  if (report2.gate === "pass" && undecided > 0) {
    const first = report2.comparisons.find((row3) => row3.verdict === "inconclusive");
    const why = first?.reason === void 0 ? "" : ` (${logSafe(rowReasonText(first.reason))})`;
    warnings.push(`benchgate: ${undecided} of ${report2.summary.rows} rows are inconclusive, so the check passes without knowing them${why}`);
  }
  return { ...report2.gate === "fail" && { failed: failureOf(report2) }, warnings };
}
function sessionEndLine(report2, seconds) {
  return `benchgate run: ${report2.design?.pairs ?? 0} pairs in ${seconds.toFixed(1)} s, stopped: ${report2.design?.stopped ?? ""}`;
}

// src/report/gate-notes.ts
var short2 = (sha) => sha.slice(0, 7);
var storedWhat = (note) => `${note.series} series (${note.runs} runs)`;
function gateNoteMarkdown(note) {
  switch (note.code) {
    case "stored": {
      const artifact = codeSpan(note.artifact);
      return markup`Stored ${storedWhat(note)} of ${codeSpan(short2(note.commit))} as the baseline artifact ${artifact} (kept ${note.days} days).`;
    }
    case "not-stored":
      return markup`Not stored again: ${note.reason} (a re-run, or another matrix leg: give each leg its own ${codeSpan("key")}).`;
    // Sentences of text alone are escaped whole, as one piece.
    case "no-baseline":
      return markup`${`No baseline: ${note.reason}.`}`;
    case "search":
      return markup`${`Note: ${baselineNoteText(note.note)}.`}`;
    case "pooled": {
      const commits = `${note.commits} commit${note.commits === 1 ? "" : "s"}`;
      return markup`${`The baseline pools ${note.runs} runs from ${note.workflowRuns} base-branch workflow runs at ${commits}.`}`;
    }
    case "baseline-run": {
      const ancestor = note.ancestor ? " (an ancestor of the base commit)" : "";
      return markup`Baseline: ${link(`run ${note.runId}`, note.runUrl)} at ${codeSpan(short2(note.commit))}${ancestor}.`;
    }
    case "html-report":
      return markup`Plots of every row: the HTML report in the artifact ${link(codeSpan(note.artifact), note.url)} (a zip).`;
  }
}
function gateNoteLog(note) {
  switch (note.code) {
    case "stored":
      return `benchgate: stored ${storedWhat(note)} of ${short2(note.commit)} as the baseline artifact ${note.artifact}`;
    case "not-stored":
      return `benchgate: not stored again: ${note.reason}`;
    case "no-baseline":
      return `benchgate: no baseline (${note.reason}); the check passes`;
    case "search":
      return `benchgate: ${baselineNoteText(note.note)}`;
    case "pooled":
    case "baseline-run":
    case "html-report":
      return void 0;
  }
}
function renderGateMarkdown(report2, title, notes2, budgets) {
  const lines = notes2.map(gateNoteMarkdown);
  return {
    summary: renderMarkdown(report2, { title, notes: lines, maxChars: budgets.summary }),
    comment: renderMarkdown(report2, { title, notes: lines, maxChars: budgets.comment, fullReport: "the job summary and the HTML report" })
  };
}
function renderGateWithoutComparison(title, notes2) {
  return renderNoComparison(title, notes2.map(gateNoteMarkdown));
}

// src/pipeline/gate.ts
function planGate(settings, event) {
  const gating = settings.mode !== "calibrate";
  const storing = gating && (settings.upload === "always" || settings.upload === "auto" && event.baseBranchRun);
  const fetching = gating && !settings.localBaseline && (event.pullRequest || event.mergeGroup);
  const commenting = gating && event.pullRequest && settings.comment !== "never";
  return { storing, fetching, commenting, publishing: storing || fetching || commenting };
}
function readLines(side2) {
  return side2.formats.map(({ file, format }) => readAsLine(file, format));
}
function stampCurrent(current, stamp) {
  const set = { ...current.set, suite: stamp.suite, context: stamp.context };
  return {
    side: { ...current, set, label: stamp.label, labelGiven: true },
    native: renderNative(set),
    series: set.series.length,
    runs: set.runCount
  };
}
function mayCreateComment(policy, report2) {
  const changes = report2.summary.regressions + report2.summary.improvements;
  return policy === "always" || policy === "on-change" && changes > 0 || policy === "on-regression" && report2.summary.regressions > 0;
}
function gate(request, port) {
  const { names, baseline, current } = request;
  const report2 = request.made ?? compareWithPort([baseline.side], current, request.policy, request.config, port, { sameJob: baseline.sameJob, accepted: request.accepted }, "input files");
  const faces = renderFaces(report2, [baseline.side], current, { json: true, ...request.publishing && { html: { title: names.title } } });
  const json = faces.json ?? "";
  return {
    report: report2,
    json,
    ...request.publishing && {
      reportArtifact: { name: names.reportArtifact, files: { html: faces.html ?? "", json, suite: names.suite, key: names.key } }
    },
    notes: [...request.notes, ...baseline.notes],
    ...request.comment !== void 0 && { comment: { mayCreate: mayCreateComment(request.comment, report2) } },
    outputs: { verdict: report2.gate === "fail" ? "fail" : "pass", baselineSha: baseline.commit },
    annotations: warningAnnotations(report2),
    ending: gateEnding(report2)
  };
}
function gateMarkdown(outcome, title, added, summaryChars) {
  return renderGateMarkdown(outcome.report, title, [...outcome.notes, ...added], { summary: summaryChars, comment: COMMENT_BUDGET_CHARS });
}
function gateWithoutBaseline(names, reason, notes2, commit) {
  const noBaseline = { code: "no-baseline", reason };
  return {
    summary: renderGateWithoutComparison(names.title, [...notes2, noBaseline]),
    stale: renderNoBaselineNotice(names.title, reason, commit),
    notice: gateNoteLog(noBaseline) ?? ""
  };
}
function gateErrorNotice(names, message, commit) {
  return renderErrorNotice(names.title, message, commit);
}
function gateNoteLines(notes2) {
  return notes2.flatMap((note) => gateNoteLog(note) ?? []);
}
function outputCounts(report2) {
  if (report2 === void 0) return { regressions: 0, improvements: 0, inconclusive: 0, undecided: 0 };
  const { regressions, improvements, inconclusive } = report2.summary;
  return { regressions, improvements, inconclusive, undecided: undecidedOf(report2).couldHide };
}

// src/pipeline/run-schedule.ts
function pairOrder(seed) {
  const random = mulberry32(seed);
  const orders = [];
  return (pair) => {
    while (orders.length <= pair) orders.push(random() < 0.5 ? ["baseline", "current"] : ["current", "baseline"]);
    return orders[pair];
  };
}

// src/pipeline/run.ts
function planSession(seed, minPairs, maxPairs) {
  return { order: pairOrder(seed), looks: lookCount(minPairs, maxPairs) };
}
function parseRunOutput(source, format, option, command) {
  try {
    return parseSource(source, format).parsed;
  } catch (error) {
    if (error instanceof ParseError) throw new InputError(`the output of ${option} "${command}" cannot be read: ${error.message}`);
    throw error;
  }
}
function lookAtPairs(request) {
  const baseline = buildSampleSet(request.baseline);
  const current = buildSampleSet(request.current);
  const { policy } = request;
  const { correction, rows } = sequenceFamily(policy.correction, current.series.length);
  const level = lookLevel(request.look, request.looks, policy.alpha, rows);
  const report2 = compareSampleSets(
    [{ label: request.labels?.baseline ?? "baseline", set: baseline }],
    { label: request.labels?.current ?? "current", set: current },
    { ...policy, alpha: level, correction: "none" },
    request.config,
    {
      paired: true,
      accepted: request.accepted,
      look: { alpha: policy.alpha, level, pairs: current.runCount, correction, looks: request.looks, stopped: request.stopped },
      // The marginal intervals at the user's alpha; the pairs a row needs at the level of the look that would have them.
      marginalAlpha: policy.alpha,
      sizingLevel: (n) => lookLevel(Math.max(request.look, n - request.minPairs + 1), request.looks, policy.alpha, rows)
    }
  );
  return { report: report2, baseline, current };
}

// src/compare/calibrate.ts
var MIN_CALIBRATION_RUNS = 4;
function runsOf(set) {
  let runs = 0;
  for (const series of set.series) runs = Math.max(runs, series.runs.length);
  return runs;
}
function pick(set, indices2) {
  return {
    runCount: indices2.size,
    series: set.series.map((series) => ({ ...series, runs: series.runs.filter((_, index) => indices2.has(index)) }))
  };
}
function noiseToSilence(changeCI, flagged) {
  if (!flagged || changeCI === null) return 0;
  const [low, high] = changeCI;
  return Math.max(0, low ?? 0, high === null ? 0 : -high);
}
function calibrate(set, policy, config, splits) {
  const runs = runsOf(set);
  const half = Math.floor(runs / 2);
  const random = mulberry32(seedFromString(`calibrate:${runs}:${set.series.length}`));
  const order = Array.from({ length: runs }, (_, i) => i);
  const perRow = /* @__PURE__ */ new Map();
  const suiteNeeded = [];
  let suiteAlarms = 0;
  for (let split = 0; split < splits; split++) {
    for (let i = runs - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const a = new Set(order.slice(0, half));
    const b = new Set(order.slice(half, 2 * half));
    const report2 = compareSampleSets([{ label: "half A", set: pick(set, a) }], { label: "half B", set: pick(set, b) }, policy, config, { sameJob: true });
    let any = false;
    let worst = 0;
    for (const row3 of report2.comparisons) {
      const key2 = seriesKey(row3.benchmark, row3.metric);
      const entry2 = perRow.get(key2) ?? { benchmark: row3.benchmark, metric: row3.metric, alarms: 0, needed: [] };
      const flagged = row3.verdict === "regression" || row3.verdict === "improvement";
      if (flagged) entry2.alarms++;
      any ||= flagged;
      const needed = noiseToSilence(row3.changeCI, row3.significant);
      entry2.needed.push(needed);
      worst = Math.max(worst, needed);
      perRow.set(key2, entry2);
    }
    if (any) suiteAlarms++;
    suiteNeeded.push(worst);
  }
  const neededAt = (values) => quantileSorted(
    [...values].sort((x, y) => x - y),
    1 - policy.alpha
  );
  return {
    splits,
    runs,
    alpha: policy.alpha,
    noise: policy.noise,
    suiteFalseAlarmRate: splits === 0 ? 0 : suiteAlarms / splits,
    suiteNoiseNeeded: splits === 0 ? 0 : neededAt(suiteNeeded),
    rows: [...perRow.values()].map((entry2) => ({
      benchmark: entry2.benchmark,
      metric: entry2.metric,
      falseAlarms: entry2.alarms,
      falseAlarmRate: entry2.alarms / splits,
      noiseNeeded: neededAt(entry2.needed)
    }))
  };
}

// src/report/calibration.ts
function percent2(fraction2) {
  return `${+(fraction2 * 100).toFixed(2)}%`;
}
var DESIGN_NOTE = "The halves are compared as runs of one job: this measures run-to-run noise, not how far another machine moves a baseline from another job.";
function thresholdAdvice(calibration) {
  const needed = calibration.suiteNoiseNeeded;
  if (needed === 0)
    return {
      lead: "The false alarms stay at or under alpha with no threshold at all, so ",
      value: `±${percent2(calibration.noise)}`,
      tail: " (or the smallest change that matters to you) is a choice of what counts, not a guard."
    };
  if (needed <= calibration.noise)
    return { lead: "The threshold of ", value: `±${percent2(calibration.noise)}`, tail: ` keeps that at or under alpha (±${percent2(needed)} would be enough).` };
  return { lead: "A noise threshold of ", value: `±${percent2(needed)}`, tail: " would keep that at or under alpha." };
}
function renderCalibration(calibration) {
  const rows = [...calibration.rows].sort((a, b) => b.falseAlarmRate - a.falseAlarmRate || b.noiseNeeded - a.noiseNeeded).slice(0, 20).map((row3) => ({ ...row3, benchmark: showControls(row3.benchmark), metric: showControls(row3.metric) }));
  const clip = (text3, width) => [...text3].length <= width ? text3 : `…${[...text3].slice(-(width - 1)).join("")}`;
  const nameWidth = Math.min(48, Math.max(9, ...rows.map((row3) => [...row3.benchmark].length)));
  const metricWidth = Math.min(16, Math.max(6, ...rows.map((row3) => [...row3.metric].length)));
  const lines = [`${"benchmark".padEnd(nameWidth)}  ${"metric".padEnd(metricWidth)}  false alarms  noise needed`];
  for (const row3 of rows) {
    const name = `${clip(row3.benchmark, nameWidth).padEnd(nameWidth)}  ${clip(row3.metric, metricWidth).padEnd(metricWidth)}`;
    lines.push(`${name}  ${`${row3.falseAlarms}/${calibration.splits}`.padStart(12)}  ${percent2(row3.noiseNeeded).padStart(12)}`);
  }
  if (calibration.rows.length > rows.length) lines.push(`(${calibration.rows.length - rows.length} more rows in --json)`);
  lines.push(
    "",
    `${calibration.splits} random splits of ${calibration.runs} runs into halves, alpha ${calibration.alpha}, noise threshold ±${percent2(calibration.noise)}.`,
    `The gate failed for nothing in ${percent2(calibration.suiteFalseAlarmRate)} of the splits (alpha: ${percent2(calibration.alpha)}).`,
    ((advice) => `${advice.lead}${advice.value}${advice.tail}`)(thresholdAdvice(calibration)),
    DESIGN_NOTE
  );
  return `${lines.join("\n")}
`;
}
function renderCalibrationMarkdown(calibration, title) {
  const rows = [...calibration.rows].sort((a, b) => b.falseAlarmRate - a.falseAlarmRate || b.noiseNeeded - a.noiseNeeded).slice(0, 50);
  const advice = thresholdAdvice(calibration);
  const settings = markup`(alpha ${percent2(calibration.alpha)}, noise threshold ±${percent2(calibration.noise)})`;
  const splits = markup`${calibration.splits} random splits of ${calibration.runs} runs`;
  const failed = markup`The gate failed for nothing in **${percent2(calibration.suiteFalseAlarmRate)}** of ${splits}`;
  const lines = [
    markup`### ${shorten(title)}: A/A calibration`,
    markup``,
    markup`${failed} ${settings}. ${advice.lead}**${advice.value}**${advice.tail} ${DESIGN_NOTE}`,
    markup``,
    markup`| Benchmark | Metric | False alarms | Noise needed |`,
    markup`| :-- | :-- | --: | --: |`,
    ...rows.map(
      (row3) => markup`| ${shorten(row3.benchmark)} | ${shorten(row3.metric)} | ${`${row3.falseAlarms}/${calibration.splits}`} | ${percent2(row3.noiseNeeded)} |`
    )
  ];
  if (calibration.rows.length > rows.length) lines.push(markup``, markup`${calibration.rows.length - rows.length} more rows are not listed.`);
  return `${lines.map((line) => line.source).join("\n")}
`;
}

// src/pipeline/one-side.ts
function calibrateRuns(request, port) {
  const { files: files2 } = request;
  const set = "set" in files2 ? files2.set : loadSide(port.readFiles(files2.patterns, files2.option), request.format, files2.option).set;
  const runs = runsOf(set);
  if (runs < MIN_CALIBRATION_RUNS)
    throw new InputError(
      `${files2.option}: found ${runs} run${runs === 1 ? "" : "s"}; give at least ${MIN_CALIBRATION_RUNS} runs of one build (one file per run)`
    );
  const calibration = calibrate(set, request.policy, request.config, request.splits);
  const { faces } = request;
  return {
    calibration,
    rendered: {
      ...faces.json === true && { json: `${JSON.stringify(calibration, null, 2)}
` },
      ...faces.terminal === true && { terminal: renderCalibration(calibration) },
      ...faces.markdown !== void 0 && { markdown: renderCalibrationMarkdown(calibration, faces.markdown.title) }
    }
  };
}

// src/history/collect.ts
var MAX_HISTORY_COMMITS = 1e3;
function centre(values, better) {
  return better === "higher" ? hmean(values) : amean(values);
}
function runMean(run2, better) {
  if (run2.kind === "summary") return run2.summary.mean;
  const values = samplesArray(run2);
  const count = samplesCount(run2);
  const from = samplesStart(run2);
  return better === "higher" ? hmean(values, count, from) : amean(values, count, from);
}
function newestCommits(runs, warnings) {
  const distinct = [...new Set(runs.map((run2) => run2.commit))];
  if (distinct.length <= MAX_HISTORY_COMMITS) return runs;
  const kept = new Set(distinct.slice(-MAX_HISTORY_COMMITS));
  warnings.push({ code: "commits-cut", kept: MAX_HISTORY_COMMITS, total: distinct.length });
  return runs.filter((run2) => kept.has(run2.commit));
}
function listIn(map, key2) {
  let list = map.get(key2);
  if (list === void 0) {
    list = [];
    map.set(key2, list);
  }
  return list;
}
function collect(runs, warnings) {
  const commitIndex2 = /* @__PURE__ */ new Map();
  const commits = [];
  const series = /* @__PURE__ */ new Map();
  let unusable = 0;
  for (const run2 of runs) {
    let at = commitIndex2.get(run2.commit);
    if (at === void 0) {
      at = commits.length;
      commitIndex2.set(run2.commit, at);
      commits.push({ commit: run2.commit, ...run2.date !== void 0 && { date: run2.date }, runs: 0 });
    }
    const commit = commits[at];
    commit.runs += Math.max(1, run2.set.runCount);
    const runner = run2.runner ?? run2.set.context?.runner;
    const cpu = runner === void 0 ? void 0 : cpuModelOf(runner);
    for (const one of run2.set.series) {
      const key2 = seriesKey(one.benchmark, one.metric);
      let collected = series.get(key2);
      if (collected === void 0) {
        collected = { benchmark: one.benchmark, metric: one.metric, unit: one.unit, better: one.better, byCommit: /* @__PURE__ */ new Map() };
        series.set(key2, collected);
      }
      const means = listIn(collected.byCommit, at);
      for (const piece of one.runs) {
        const value = runMean(piece, collected.better);
        if (Number.isFinite(value) && value > 0) means.push(cpu === void 0 ? { value } : { value, cpu });
        else unusable++;
      }
    }
  }
  if (unusable > 0) warnings.push({ code: "unusable-runs", runs: unusable });
  return { commits, series: [...series.values()] };
}

// src/history/outliers.ts
var OUTLIER_SDS = 3;
var OLDEST_END_OUTLIER_SDS = 4.5;
var SCALE_POINTS = 21;
function sdOfDifferences(differences, length) {
  return 1.4826 * medianInPlace(differences, length) / Math.SQRT2;
}
function differenceSd(values) {
  if (values.length < 2) return 0;
  const differences = new Float64Array(values.length - 1);
  for (let i = 1; i < values.length; i++) differences[i - 1] = Math.abs(values[i] - values[i - 1]);
  return sdOfDifferences(differences, differences.length);
}
function windowMedian(values, start, window) {
  for (let k = 0; k < window.length; k++) window[k] = values[start + k];
  return medianInPlace(window, window.length);
}
function replaceOutliers(values, minSegment) {
  const cleaned = Float64Array.from(values);
  const outliers = [];
  const half = Math.max(1, minSegment - 1);
  const width = 2 * half + 1;
  const n = values.length;
  if (n < width) return { values: cleaned, outliers };
  const differences = new Float64Array(n - 1);
  for (let i = 1; i < n; i++) differences[i - 1] = Math.abs(values[i] - values[i - 1]);
  const span = Math.min(n, SCALE_POINTS) - 1;
  const scratch = new Float64Array(span);
  const window = new Float64Array(width);
  const edge = new Float64Array(half + 1);
  const nearSpan = Math.min(n - 1, 2 * width - 2);
  const near = new Float64Array(nearSpan);
  for (let i = 0; i < n; i++) {
    const first = Math.min(Math.max(0, i - (span >> 1)), n - 1 - span);
    scratch.set(differences.subarray(first, first + span));
    const start = Math.min(Math.max(0, i - half), n - width);
    const nearFirst = Math.min(Math.max(0, i - (nearSpan >> 1)), n - 1 - nearSpan);
    near.set(differences.subarray(nearFirst, nearFirst + nearSpan));
    const fence = (i < width - 1 ? OLDEST_END_OUTLIER_SDS : OUTLIER_SDS) * Math.max(sdOfDifferences(scratch, span), sdOfDifferences(near, nearSpan));
    const median = windowMedian(values, start, window);
    const value = values[i];
    if (!(Math.abs(value - median) > fence)) continue;
    const nearOwnSide = (from) => !(Math.abs(value - windowMedian(values, from, window)) > fence) && !(Math.abs(value - windowMedian(values, from < i ? i - edge.length + 1 : i, edge)) > fence);
    if (i - width + 1 >= 0 && nearOwnSide(i - width + 1)) continue;
    if (i + width <= n && nearOwnSide(i)) continue;
    cleaned[i] = median;
    outliers.push(i);
  }
  return { values: cleaned, outliers };
}

// src/history/energy.ts
var WithinSums = class {
  sums;
  width;
  constructor(values) {
    const n = values.length;
    this.width = n + 1;
    this.sums = new Float64Array(this.width * this.width);
    for (let a = n - 1; a >= 0; a--) {
      const x = values[a];
      let fromA = 0;
      const row3 = a * this.width;
      const next = row3 + this.width;
      for (let b = a + 2; b <= n; b++) {
        fromA += Math.abs(x - values[b - 1]);
        this.sums[row3 + b] = this.sums[next + b] + fromA;
      }
    }
  }
  within(start, end) {
    return this.sums[start * this.width + end];
  }
};
function splitPairs(length, minSegment) {
  const k = length - 2 * Math.max(2, minSegment) + 1;
  return k <= 0 ? 0 : k * (k + 1) / 2;
}
function bestSplit(sums, start, end, minSegment) {
  const least = Math.max(2, minSegment);
  let best;
  for (let split = start + least; split <= end - least; split++) {
    const m = split - start;
    const withinLeft = sums.within(start, split);
    const leftPairs = m * (m - 1) / 2;
    for (let stop = split + least; stop <= end; stop++) {
      const n = stop - split;
      const withinRight = sums.within(split, stop);
      const between = sums.within(start, stop) - withinLeft - withinRight;
      const q = m * n / (m + n) * (2 * between / (m * n) - withinLeft / leftPairs - withinRight / (n * (n - 1) / 2));
      if (q > (best?.divergence ?? 0)) best = { index: split, end: stop, divergence: q };
    }
  }
  return best;
}

// src/history/segment.ts
function meanOf2(values, start, end) {
  let sum = 0;
  for (let i = start; i < end; i++) sum += values[i];
  return sum / (end - start);
}
function squaresAbout(values, start, end, mean, scales) {
  let sum = 0;
  for (let i = start; i < end; i++) sum += (values[i] - mean) ** 2 / (scales === void 0 ? 1 : scales[i] ** 2);
  return sum;
}
function meanSquare(scales, start, end) {
  if (scales === void 0) return 1;
  let sum = 0;
  for (let i = start; i < end; i++) sum += scales[i] ** 2;
  return sum / (end - start);
}
function neighbourhoodVariance(values, a, b, low, high) {
  const parts = [
    [Math.max(low, 2 * a - b), a],
    [a, b],
    [b, Math.min(high, 2 * b - a)]
  ];
  let squares = 0;
  let df = 0;
  for (const [from, to] of parts) {
    if (to - from < 1) continue;
    squares += squaresAbout(values, from, to, meanOf2(values, from, to));
    df += to - from - 1;
  }
  return df > 0 ? squares / df : 0;
}
function testStretches(values, start, split, end, positions, high = end, scales) {
  const countBefore = split - start;
  const countAfter = end - split;
  const meanBefore = meanOf2(values, start, split);
  const meanAfter = meanOf2(values, split, end);
  const df = countBefore + countAfter - 2;
  const pooled = (squaresAbout(values, start, split, meanBefore, scales) + squaresAbout(values, split, end, meanAfter, scales)) / df;
  const varianceBefore = Math.max(pooled * meanSquare(scales, start, split), neighbourhoodVariance(values, start, split, start, high));
  const varianceAfter = Math.max(pooled * meanSquare(scales, split, end), neighbourhoodVariance(values, split, end, start, high));
  const squaredError = varianceBefore / countBefore + varianceAfter / countAfter;
  const difference = meanAfter - meanBefore;
  let raw;
  if (squaredError === 0) raw = difference === 0 ? 1 : 0;
  else raw = studentTTwoSidedP(difference / Math.sqrt(squaredError), df);
  return { meanBefore, meanAfter, varianceBefore, varianceAfter, df, countBefore, countAfter, p: Math.min(1, raw * Math.max(1, positions)) };
}
function positionsIn(length, minSegment) {
  return Math.max(0, length - 2 * minSegment + 1);
}
function segmentSeries(values, minSegment, alpha, scales) {
  const found = [];
  let testsMade = 0;
  const sums = new WithinSums(values);
  const pending = [[0, values.length]];
  while (pending.length > 0) {
    const [start, end] = pending.pop();
    const split = bestSplit(sums, start, end, minSegment);
    if (split === void 0) continue;
    testsMade++;
    if (testStretches(values, start, split.index, split.end, splitPairs(end - start, minSegment), end, scales).p >= alpha) continue;
    found.push(split.index);
    pending.push([start, split.index], [split.index, end]);
  }
  const changes = found.sort((a, b) => a - b);
  for (; ; ) {
    const tests = changes.map((index, k) => {
      const start = changes[k - 1] ?? 0;
      const end = changes[k + 1] ?? values.length;
      return testStretches(values, start, index, end, positionsIn(end - start, minSegment), end, scales);
    });
    let weakest = -1;
    for (let k = 0; k < tests.length; k++)
      if (tests[k].p >= alpha && (weakest < 0 || tests[k].p > tests[weakest].p)) weakest = k;
    if (weakest < 0) return { changes, tests, testsMade };
    changes.splice(weakest, 1);
  }
}

// src/history/cpu-effect.ts
var NEIGHBOURS = (settings) => 2 * settings.minSegment;
var MAX_REACH = 30;
var MIN_COMPARED = 3;
var MAX_COMPARED = 200;
function referenceModel(series) {
  const runs = /* @__PURE__ */ new Map();
  for (const one of series)
    for (const means of one.byCommit.values()) for (const { cpu } of means) if (cpu !== void 0) runs.set(cpu, (runs.get(cpu) ?? 0) + 1);
  if (runs.size < 2) return void 0;
  return [...runs].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}
function nearestRuns(referenceAt, at, count, from, to) {
  const near = [];
  let commits = 0;
  for (let distance = 0; distance <= MAX_REACH && commits < count; distance++)
    for (const c2 of distance === 0 ? [at] : [at - distance, at + distance]) {
      const values = referenceAt.get(c2);
      if (values === void 0 || c2 < from || c2 > to) continue;
      near.push(...values);
      commits++;
    }
  return { runs: near, commits };
}
function ownLevels(runsAt, better, settings) {
  const commits = [...runsAt.keys()].sort((a, b) => a - b);
  if (commits.length < 2 * settings.minSegment) return [{ from: -Infinity, to: Infinity }];
  const { values, outliers } = replaceOutliers(
    commits.map((at) => centre(runsAt.get(at), better)),
    settings.minSegment
  );
  const { changes } = segmentSeries(values, settings.minSegment, settings.alpha);
  const starts = [0, ...changes];
  const odd = new Set(outliers);
  const inner = (index, end, step) => {
    let at = index;
    while (odd.has(at) && at + step !== end) at += step;
    return commits[at];
  };
  return starts.map((start, k) => {
    const end = k === starts.length - 1 ? commits.length : starts[k + 1];
    return { from: k === 0 ? -Infinity : inner(start, end, 1), to: k === starts.length - 1 ? Infinity : inner(end - 1, start - 1, -1) };
  });
}
function levelOf(levels2, at) {
  const last = levels2.findIndex((level2) => at <= level2.to);
  const level = levels2[last];
  if (level === void 0) return void 0;
  return at >= level.from ? level : void 0;
}
function runsByModel(series) {
  const byModel = /* @__PURE__ */ new Map();
  for (const [at, means] of series.byCommit)
    for (const { value, cpu } of means) {
      if (cpu === void 0) continue;
      const runsAt = byModel.get(cpu) ?? /* @__PURE__ */ new Map();
      byModel.set(cpu, runsAt);
      const list = runsAt.get(at) ?? [];
      list.push(value);
      runsAt.set(at, list);
    }
  return byModel;
}
function logRatios(modelAt, reference, better, settings) {
  const { runsAt: referenceAt, levels: levels2 } = reference;
  const modelLevels = ownLevels(modelAt, better, settings);
  const ratios = [];
  const comparedAt = [];
  const between = [];
  let references = 0;
  for (const [at, values] of [...modelAt].sort((a, b) => a[0] - b[0])) {
    const level = levelOf(levels2, at);
    const modelLevel = levelOf(modelLevels, at);
    if (level === void 0) between.push(at);
    if (level === void 0 || modelLevel === void 0) continue;
    const from = Math.max(level.from, modelLevel.from);
    const to = Math.min(level.to, modelLevel.to);
    const near = nearestRuns(referenceAt, at, NEIGHBOURS(settings), from, to);
    const cut = from !== level.from || to !== level.to;
    if (near.runs.length < 2 || cut && near.commits < settings.minSegment) continue;
    ratios.push(Math.log(centre(values, better) / medianOf(near.runs)));
    comparedAt.push(at);
    references = Math.max(references, near.commits);
  }
  return { ratios: ratios.slice(-MAX_COMPARED), references, between, comparedAt: comparedAt.slice(-MAX_COMPARED) };
}
function cpuEffectsOf(series, reference, settings) {
  const effects = [];
  const betweenLevels = /* @__PURE__ */ new Map();
  const better = series.better;
  if (reference === void 0) return { measured: effects, betweenLevels, better };
  const byModel = runsByModel(series);
  const referenceAt = byModel.get(reference) ?? /* @__PURE__ */ new Map();
  const referenceRuns = { runsAt: referenceAt, levels: ownLevels(referenceAt, series.better, settings) };
  const aheadFrom = [...referenceAt.keys()].sort((a, b) => a - b).at(-settings.minSegment) ?? -Infinity;
  for (const model of [...byModel.keys()].filter((one) => one !== reference).sort()) {
    const { ratios, references, between, comparedAt } = logRatios(byModel.get(model), referenceRuns, series.better, settings);
    if (ratios.length < MIN_COMPARED && between.length > 0 && between.length <= NEIGHBOURS(settings)) betweenLevels.set(model, new Set(between));
    if (ratios.length < MIN_COMPARED) continue;
    const test = signedRankTest(ratios, settings.alpha);
    const change2 = Math.exp(medianOf(ratios)) - 1;
    const effect = {
      model,
      reference,
      change: change2,
      // An end no order statistic reaches (a few commits) is left out, never written as infinity.
      ...Number.isFinite(test.ci[0]) && Number.isFinite(test.ci[1]) && { low: Math.exp(test.ci[0]) - 1, high: Math.exp(test.ci[1]) - 1 },
      commits: ratios.length,
      p: test.p,
      moves: test.p < settings.alpha && Math.abs(change2) >= settings.noise
    };
    const ahead = comparedAt.filter((at) => at >= aheadFrom).length;
    effects.push({ effect, thin: references < NEIGHBOURS(settings), ahead: 2 * ahead >= comparedAt.length });
  }
  return { measured: effects, betweenLevels, better };
}

// src/history/cpu-adjust.ts
var PRIOR_COMMITS = 2;
var USUAL_SHARE = 0.9;
function suiteOffsets(perSeries) {
  const byModel = /* @__PURE__ */ new Map();
  for (const { measured, better } of perSeries)
    for (const { effect } of measured) {
      const changes = byModel.get(effect.model) ?? { all: [], lower: [], higher: [] };
      changes.all.push(effect.change);
      changes[better].push(effect.change);
      byModel.set(effect.model, changes);
    }
  const quantile = (changes, share2) => {
    changes.sort((a, b) => a - b);
    return changes.length === 0 ? void 0 : quantileSorted(changes, share2);
  };
  return new Map(
    [...byModel].map(([model, { all, lower, higher }]) => [
      model,
      { median: medianOf(all), usual: { lower: quantile(lower, USUAL_SHARE), higher: quantile(higher, 1 - USUAL_SHARE) } }
    ])
  );
}
function adjustedFactor({ effect, thin, ahead }, better, suite2) {
  const offsets = suite2.get(effect.model);
  if (offsets === void 0) return 1 + effect.change;
  const change2 = thin ? (effect.commits * effect.change + PRIOR_COMMITS * offsets.median) / (effect.commits + PRIOR_COMMITS) : effect.change;
  const usual = offsets.usual[better];
  if (!ahead || usual === void 0) return 1 + change2;
  return 1 + (better === "lower" ? Math.min(change2, usual) : Math.max(change2, usual));
}
function atReferenceSpeed(byCommit, { measured, betweenLevels, better }, suite2) {
  const factor = new Map(measured.map((one) => [one.effect.model, adjustedFactor(one, better, suite2)]));
  const factorAt = (cpu, at) => {
    if (cpu === void 0) return 1;
    const own2 = factor.get(cpu);
    if (own2 !== void 0) return own2;
    return betweenLevels.get(cpu)?.has(at) === true ? 1 + (suite2.get(cpu)?.median ?? 0) : 1;
  };
  const adjusted = /* @__PURE__ */ new Map();
  for (const [at, means] of byCommit)
    adjusted.set(
      at,
      means.map(({ value, cpu }) => value / factorAt(cpu, at))
    );
  return adjusted;
}
function cpuModelWarnings(perSeries) {
  const byModel = /* @__PURE__ */ new Map();
  for (const effects of perSeries)
    for (const effect of effects) {
      const entry2 = byModel.get(effect.model) ?? { reference: effect.reference, of: 0, moved: [] };
      entry2.of++;
      if (effect.moves) entry2.moved.push(effect.change);
      byModel.set(effect.model, entry2);
    }
  return [...byModel].filter(([, entry2]) => entry2.moved.length > 0).sort((a, b) => a[0].localeCompare(b[0])).map(([model, entry2]) => ({
    code: "cpu-model-moves",
    model,
    reference: entry2.reference,
    series: entry2.moved.length,
    of: entry2.of,
    medianChange: medianOf(entry2.moved)
  }));
}

// src/history/events.ts
var BESIDE = 1;
var MIN_EVENT_SERIES = 3;
var holds = (span, gap) => span.from <= gap && gap < span.to;
var isNear = (span, gap) => span.from - BESIDE <= gap && gap < span.to + BESIDE;
function busiestGap(spans, commits) {
  const exact = new Int32Array(commits + 1);
  const near = new Int32Array(commits + 1);
  for (const { from, to } of spans) {
    exact[from] = exact[from] + 1;
    exact[to] = exact[to] - 1;
    near[Math.max(0, from - BESIDE)] = near[Math.max(0, from - BESIDE)] + 1;
    near[Math.min(commits, to + BESIDE)] = near[Math.min(commits, to + BESIDE)] - 1;
  }
  let gap;
  let most = MIN_EVENT_SERIES - 1;
  let mostExact = 0;
  for (let g = 0, nearRunning = 0, exactRunning = 0; g + 1 < commits; g++) {
    nearRunning += near[g];
    exactRunning += exact[g];
    if (nearRunning > most || nearRunning === most && gap !== void 0 && exactRunning > mostExact) {
      most = nearRunning;
      mostExact = exactRunning;
      gap = g;
    }
  }
  return gap;
}
function membersAt(spans, gap) {
  const bySeries = /* @__PURE__ */ new Map();
  for (const span of spans) {
    if (!isNear(span, gap)) continue;
    const held = bySeries.get(span.series);
    if (held === void 0 || !holds(held, gap) && holds(span, gap)) bySeries.set(span.series, span);
  }
  return [...bySeries.values()];
}
function findEvents(series, commits, settings) {
  const commitAt = new Map(commits.map((commit, at) => [commit.commit, at]));
  const spans = series.flatMap(
    (one) => one.changes.map((change2) => ({ change: change2, series: one, from: commitAt.get(change2.before) ?? -1, to: commitAt.get(change2.after) ?? -1 })).filter(({ from, to }) => from >= 0 && to > from)
  );
  const events = [];
  const eventOf = /* @__PURE__ */ new Map();
  for (; ; ) {
    const left = spans.filter((span) => !eventOf.has(span.change));
    const gap = busiestGap(left, commits.length);
    if (gap === void 0) break;
    const members = membersAt(left, gap);
    const of = series.filter(
      (one) => one.points.filter((point) => point.at <= gap).length >= settings.minSegment && one.points.filter((point) => point.at > gap).length >= settings.minSegment
    ).length;
    if (members.length < settings.eventShare * of || new Set(members.map((member) => member.series.benchmark)).size < MIN_EVENT_SERIES) {
      for (const { change: change2 } of members) eventOf.set(change2, 0);
      continue;
    }
    const medianChange = medianInPlace(
      Float64Array.from(members, ({ change: change2 }) => change2.change),
      members.length
    );
    const id = events.length + 1;
    events.push({
      id,
      before: commits[gap].commit,
      after: commits[gap + 1].commit,
      changed: members.length,
      of,
      medianChange
    });
    for (const { change: change2 } of members) eventOf.set(change2, id);
  }
  for (const [change2, id] of eventOf) if (id === 0) eventOf.delete(change2);
  return { events, eventOf };
}

// src/history/levels.ts
function relativeChange2(test, alpha) {
  const quantile = studentTQuantile(1 - alpha / 2, test.df);
  const change2 = test.meanAfter / test.meanBefore - 1;
  const ratio = fiellerInterval(test.meanBefore, test.varianceBefore / test.countBefore, test.meanAfter, test.varianceAfter / test.countAfter, quantile);
  if (ratio !== null) return { change: change2, low: ratio[0] - 1, high: ratio[1] - 1 };
  const halfWidth = quantile * Math.sqrt(test.varianceBefore / test.countBefore + test.varianceAfter / test.countAfter) / Math.abs(test.meanBefore);
  return { change: change2, low: change2 - halfWidth, high: change2 + halfWidth };
}
var worse = (change2, better) => better === "lower" ? change2 > 0 : change2 < 0;
function returningChanges(segments, measured, better, settings) {
  const back = [];
  const transient = [];
  const returns = (levels2, k) => {
    const [earlier, between, after] = [levels2[k - 1], levels2[k], levels2[k + 1]];
    const opposite = worse(between / earlier - 1, better) !== worse(after / between - 1, better);
    return opposite && Math.abs(after / earlier - 1) < settings.noise;
  };
  const means = segments.map((segment) => segment.mean);
  for (let k = 1; k + 1 < segments.length; k++) {
    if (!returns(means, k) && !returns(measured, k)) continue;
    back[k] = true;
    const between = segments[k];
    if (between.end - between.start <= 2 * settings.minSegment) transient[k - 1] = transient[k] = true;
  }
  return { back, transient };
}
function measuredLevels(points2, segments) {
  return segments.map(({ start, end }) => {
    const values = Float64Array.from(points2.slice(start, end), (point) => point.value);
    return medianInPlace(values, values.length);
  });
}
function segmentsOf(values, changes) {
  const bounds = [0, ...changes, values.length];
  const segments = [];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const start = bounds[k];
    const end = bounds[k + 1];
    let sum = 0;
    for (let i = start; i < end; i++) sum += values[i];
    segments.push({ start, end, mean: sum / (end - start) });
  }
  return segments;
}
function testAt(values, found, k) {
  const start = found[k - 1]?.index ?? 0;
  const end = found[k + 1]?.index ?? values.length;
  return testStretches(values, start, found[k].index, end, 1);
}
function beyondNoise(values, kept, settings) {
  let found = [...kept];
  for (; ; ) {
    const sizes = found.map((_, k) => Math.abs(relativeChange2(testAt(values, found, k), settings.alpha).change));
    let smallest = -1;
    sizes.forEach((size, k) => {
      if (size < settings.noise && (smallest < 0 || size < sizes[smallest])) smallest = k;
    });
    if (smallest < 0) return found;
    found = found.filter((_, k) => k !== smallest);
  }
}
function firstOfLevel(points2, level, sd, minSegment) {
  const { start, end, upward } = level;
  for (let odd = Math.min(minSegment - 1, end - start - 2); odd >= 1; odd--) {
    const rest = Float64Array.from(points2.slice(start + odd, end), (point) => point.value);
    const median = medianInPlace(rest, rest.length);
    const beyond = (point) => (upward ? point.value - median : median - point.value) > OUTLIER_SDS * sd;
    if (points2.slice(start, start + odd).every(beyond)) return start + odd;
  }
  return start;
}
function changePointsOf(values, found, segments, where, settings) {
  const newest = segments.at(-1).mean;
  const measured = measuredLevels(where.points, segments);
  const newestMeasured = measured.at(-1);
  const returns = returningChanges(segments, measured, where.better, settings);
  const commitOf = (point) => where.commits[where.points[point].at].commit;
  const sd = differenceSd(values);
  return found.map((change2, k) => {
    const test = testAt(values, found, k);
    const size = relativeChange2(test, settings.alpha);
    const regression = worse(size.change, where.better);
    const sinceBefore = newest / test.meanBefore - 1;
    const measuredSinceBefore = newestMeasured / measured[k] - 1;
    return {
      index: change2.index,
      before: commitOf(change2.index - 1),
      after: commitOf(
        firstOfLevel(
          where.points,
          { start: change2.index, end: segments[k + 1].end, upward: test.meanAfter > test.meanBefore },
          sd,
          settings.minSegment
        )
      ),
      ...size,
      meanBefore: test.meanBefore,
      meanAfter: test.meanAfter,
      p: change2.p,
      pAdjusted: change2.pAdjusted,
      direction: regression ? "regression" : "improvement",
      // A change that takes the level back where it was never stands: a recovery is not a regression.
      standing: returns.back[k] !== true && [sinceBefore, measuredSinceBefore].every((since) => Math.abs(since) >= settings.noise && worse(since, where.better) === regression),
      ...returns.back[k] === true && { back: true },
      ...returns.transient[k] === true && { transient: true }
    };
  });
}

// src/history/suite-noise.ts
var LEAST_SERIES = 10;
var NOTICEABLE = 1.35;
function suiteNoiseProfile(series, commits, minSegment) {
  const buckets = Array.from({ length: commits }, () => []);
  let measured = 0;
  for (const { at, values } of series) {
    const sd = differenceSd(values);
    if (!(sd > 0)) continue;
    measured++;
    for (let i = 1; i < values.length; i++) buckets[at[i]]?.push(Math.abs(values[i] - values[i - 1]) / sd);
  }
  if (measured < LEAST_SERIES) return void 0;
  const atCommit = buckets.map((bucket) => bucket.length === 0 ? Number.NaN : medianOf(bucket));
  const half = Math.max(1, minSegment >> 1);
  const profile = new Float64Array(commits);
  for (let c2 = 0; c2 < commits; c2++) {
    const first = Math.max(0, Math.min(c2 - half, commits - 1 - 2 * half));
    const around = atCommit.slice(first, first + 2 * half + 1).filter((value) => !Number.isNaN(value));
    profile[c2] = around.length === 0 ? Number.NaN : medianOf(around);
  }
  const known = profile.filter((value) => !Number.isNaN(value));
  const typical = known.length === 0 ? 0 : selectInPlace(known, known.length, known.length >> 2);
  if (!(typical > 0)) return void 0;
  return profile.map((value) => value / typical >= NOTICEABLE ? value / typical : 1);
}

// src/history/analyse.ts
var DEFAULT_HISTORY_SETTINGS = {
  ...DEFAULT_SIGNIFICANCE,
  // Four points a level: one to three odd commits (slow-runner jobs, which come in clusters by
  // chance: three of 2% within four commits in 3 of 1,000 series of 100) are never a level of their own.
  minSegment: 4,
  eventShare: 0.5
};
function prepare(one, measured, suite2, settings) {
  const cpuEffects = measured.measured.map(({ effect }) => effect);
  const byCommit = atReferenceSpeed(one.byCommit, measured, suite2);
  const points2 = [];
  for (const [at, means] of [...byCommit].sort((a, b) => a[0] - b[0])) {
    if (means.length === 0) continue;
    points2.push({ at, value: centre(means, one.better), low: Math.min(...means), high: Math.max(...means), runs: means.length });
  }
  const { values, outliers } = replaceOutliers(
    points2.map((point) => point.value),
    settings.minSegment
  );
  return { one, points: points2, values, outliers, cpuEffects };
}
function keptChanges(prepared, settings) {
  const candidates = [];
  let testsMade = 0;
  const commits = 1 + Math.max(-1, ...prepared.map(({ points: points2 }) => points2.at(-1)?.at ?? -1));
  const profile = suiteNoiseProfile(
    prepared.map(({ points: points2 }) => ({ at: points2.map((point) => point.at), values: points2.map((point) => point.value) })),
    commits,
    settings.minSegment
  );
  prepared.forEach(({ points: points2, values }, s) => {
    if (values.length < 2 * settings.minSegment) return;
    const scales = profile === void 0 ? void 0 : Float64Array.from(points2, (point) => profile[point.at]);
    const segmentation = segmentSeries(values, settings.minSegment, settings.alpha, scales);
    testsMade += segmentation.testsMade;
    segmentation.changes.forEach((index, k) => candidates.push({ series: s, index, p: segmentation.tests[k].p }));
  });
  const adjusted = adjustPValues(
    [...candidates.map((candidate2) => candidate2.p), ...new Array(Math.max(0, testsMade - candidates.length)).fill(1)],
    "bh"
  );
  const kept = /* @__PURE__ */ new Map();
  candidates.forEach((candidate2, c2) => {
    const pAdjusted = adjusted[c2];
    if (pAdjusted >= settings.alpha) return;
    const list = kept.get(candidate2.series) ?? [];
    list.push({ index: candidate2.index, p: candidate2.p, pAdjusted });
    kept.set(candidate2.series, list);
  });
  return kept;
}
function seriesOf(prepared, kept, commits, settings) {
  const { one, points: points2, values, outliers, cpuEffects } = prepared;
  const base = {
    benchmark: one.benchmark,
    metric: one.metric,
    unit: one.unit,
    better: one.better,
    points: points2,
    outliers,
    ...cpuEffects.length > 0 && { cpuEffects }
  };
  const needed = 2 * settings.minSegment;
  if (values.length < needed)
    return {
      ...base,
      segments: values.length === 0 ? [] : segmentsOf(values, []),
      changes: [],
      inconclusive: `${values.length} commit${values.length === 1 ? "" : "s"} measured; change points need ${needed}`
    };
  const found = beyondNoise(values, kept, settings);
  const segments = segmentsOf(
    values,
    found.map((change2) => change2.index)
  );
  return { ...base, segments, changes: changePointsOf(values, found, segments, { points: points2, commits, better: one.better }, settings) };
}
function withEvents(series, commits, settings) {
  const { events, eventOf } = findEvents(series, commits, settings);
  const marked = series.map(
    (one) => one.changes.some((change2) => eventOf.has(change2)) ? {
      ...one,
      changes: one.changes.map((change2) => {
        const event = eventOf.get(change2);
        return event === void 0 ? change2 : { ...change2, event };
      })
    } : one
  );
  return { series: marked, events };
}
function summaryOf(series) {
  const all = series.flatMap((one) => one.changes);
  return {
    series: series.length,
    changes: all.length,
    regressions: all.filter((change2) => change2.direction === "regression").length,
    improvements: all.filter((change2) => change2.direction === "improvement").length,
    standingRegressions: all.filter((change2) => change2.direction === "regression" && change2.standing).length
  };
}
function analyseHistory(runs, settings = {}, suite2) {
  const chosen = { ...DEFAULT_HISTORY_SETTINGS, ...settings };
  const warnings = [];
  const { commits, series: collected } = collect(newestCommits(runs, warnings), warnings);
  const reference = referenceModel(collected);
  const effects = collected.map((one) => cpuEffectsOf(one, reference, chosen));
  const offsets = suiteOffsets(effects);
  const prepared = collected.map((one, s) => prepare(one, effects[s], offsets, chosen));
  const kept = keptChanges(prepared, chosen);
  const { series, events } = withEvents(
    prepared.map((one, s) => seriesOf(one, kept.get(s) ?? [], commits, chosen)),
    commits,
    chosen
  );
  warnings.push(...cpuModelWarnings(prepared.map((one) => one.cpuEffects)));
  const inconclusive = series.filter((one) => one.inconclusive !== void 0).length;
  if (inconclusive > 0) warnings.push({ code: "too-few-commits", series: inconclusive, needed: 2 * chosen.minSegment });
  return {
    benchgateHistory: 1,
    ...suite2 !== void 0 && { suite: suite2 },
    commits,
    series,
    events,
    settings: chosen,
    summary: summaryOf(series),
    warnings
  };
}

// src/history/carried.ts
var CARRIED_VERSION = 1;
var MAX_CARRIED_COMMITS = 2e3;
var MAX_CARRIED_CHARS = 64 * 1024 * 1024;
var emptyCarried = (suite2) => ({
  benchgateCarriedHistory: CARRIED_VERSION,
  ...suite2 !== void 0 && { suite: suite2 },
  runners: [],
  runs: [],
  series: []
});
var compact = (value) => Number(value.toPrecision(7));
function processMean(run2, better) {
  if (run2.kind === "summary") return run2.summary.mean;
  const values = samplesArray(run2);
  const count = samplesCount(run2);
  const from = samplesStart(run2);
  return better === "higher" ? hmean(values, count, from) : amean(values, count, from);
}
var seriesId = (benchmark, metric) => JSON.stringify([benchmark, metric]);
function appendRuns(carried, added) {
  const runners = [...carried.runners];
  const runs = [...carried.runs];
  const series = new Map(carried.series.map((one) => [seriesId(one.benchmark, one.metric), { ...one, points: [...one.points] }]));
  const held = new Set(carried.runs.map((run2) => run2.run !== void 0 ? `run ${run2.run}` : `${run2.commit} ${run2.date ?? ""}`));
  for (const { run: run2, runId } of added) {
    const key2 = runId !== void 0 ? `run ${runId}` : `${run2.commit} ${run2.date ?? ""}`;
    if (held.has(key2)) continue;
    held.add(key2);
    let runner;
    if (run2.runner !== void 0) {
      runner = runners.indexOf(run2.runner);
      if (runner < 0) runner = runners.push(run2.runner) - 1;
    }
    const index = runs.length;
    runs.push({
      commit: run2.commit,
      ...run2.date !== void 0 && { date: run2.date },
      ...runner !== void 0 && { runner },
      ...runId !== void 0 && { run: runId },
      count: Math.max(1, run2.set.runCount)
    });
    for (const one of run2.set.series) {
      const id = seriesId(one.benchmark, one.metric);
      let kept = series.get(id);
      if (kept === void 0) {
        kept = { benchmark: one.benchmark, metric: one.metric, unit: one.unit, better: one.better, points: [] };
        series.set(id, kept);
      }
      const means = one.runs.map((piece) => processMean(piece, one.better)).filter(Number.isFinite);
      if (means.length > 0) kept.points.push([index, ...means.map(compact)]);
    }
  }
  const suite2 = carried.suite ?? added.find((one) => one.run.set.suite !== void 0)?.run.set.suite;
  return trimCommits(
    inRunOrder({ benchgateCarriedHistory: CARRIED_VERSION, ...suite2 !== void 0 && { suite: suite2 }, runners, runs, series: [...series.values()] })
  );
}
function inRunOrder(history) {
  const { runs } = history;
  if (runs.some((run2) => run2.run === void 0) || runs.every((run2, i) => i === 0 || run2.run >= runs[i - 1]?.run)) return history;
  const order = runs.map((_, i) => i).sort((a, b) => runs[a]?.run - runs[b]?.run || a - b);
  const position = [];
  order.forEach((old, i) => position[old] = i);
  return {
    ...history,
    runs: order.map((old) => runs[old]),
    series: history.series.map((one) => ({
      ...one,
      points: one.points.map(([at, ...means]) => [position[at], ...means]).sort((a, b) => a[0] - b[0])
    }))
  };
}
function dropOldest(carried, from) {
  if (from <= 0) return carried;
  const kept = carried.runs.slice(from);
  const usedRunners = [...new Set(kept.flatMap((run2) => run2.runner === void 0 ? [] : [run2.runner]))].sort((a, b) => a - b);
  const runnerIndex = new Map(usedRunners.map((old, index) => [old, index]));
  const runs = kept.map(({ runner, ...run2 }) => ({ ...run2, ...runner !== void 0 && { runner: runnerIndex.get(runner) } }));
  const series = carried.series.map((one) => ({ ...one, points: one.points.filter((point) => point[0] >= from).map(([at, ...means]) => [at - from, ...means]) })).filter((one) => one.points.length > 0);
  return { ...carried, runners: usedRunners.map((old) => carried.runners[old]), runs, series };
}
function trimCommits(carried, maxCommits = MAX_CARRIED_COMMITS) {
  const commits = [...new Set(carried.runs.map((run2) => run2.commit))];
  if (commits.length <= maxCommits) return carried;
  const oldestKept = commits[commits.length - maxCommits];
  return dropOldest(
    carried,
    carried.runs.findIndex((run2) => run2.commit === oldestKept)
  );
}
function boundedText(carried, maxChars = MAX_CARRIED_CHARS) {
  let history = carried;
  let text3 = serialiseCarried(history);
  while (text3.length > maxChars && history.runs.length > 1) {
    const excess = Math.ceil(history.runs.length * (1 - maxChars / text3.length) * 1.1);
    history = dropOldest(history, Math.min(history.runs.length - 1, Math.max(1, excess)));
    text3 = serialiseCarried(history);
  }
  return { history, text: text3 };
}
function serialiseCarried(carried) {
  return JSON.stringify(carried);
}
function carriedRuns(carried, count = carried.runs.length, source = "the carried history") {
  const from = Math.max(0, carried.runs.length - count);
  const seriesOf2 = carried.runs.slice(from).map(() => []);
  for (const one of carried.series) {
    for (const [at, ...means] of one.points) {
      if (at < from) continue;
      const runs = means.map((mean) => ({ kind: "summary", summary: { mean, n: 1 } }));
      seriesOf2[at - from]?.push({ benchmark: one.benchmark, metric: one.metric, unit: one.unit, better: one.better, runs });
    }
  }
  return carried.runs.slice(from).map((run2, i) => {
    const runner = run2.runner === void 0 ? void 0 : carried.runners[run2.runner];
    const set = {
      ...carried.suite !== void 0 && { suite: carried.suite },
      context: { commit: run2.commit, ...run2.date !== void 0 && { date: run2.date }, ...runner !== void 0 && { runner } },
      runCount: run2.count,
      series: seriesOf2[i]
    };
    return {
      commit: run2.commit,
      ...run2.date !== void 0 && { date: run2.date },
      ...runner !== void 0 && { runner },
      source: run2.run === void 0 ? `${source}, run ${from + i + 1}` : `${source}, workflow run ${run2.run}`,
      set
    };
  });
}

// src/history/carried-read.ts
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var isIndex = (value, below) => Number.isInteger(value) && value >= 0 && value < below;
function readRun2(value, runners, at) {
  if (!isObject(value) || typeof value.commit !== "string" || value.commit === "") return `runs[${at}] has no commit`;
  if (value.date !== void 0 && typeof value.date !== "string") return `runs[${at}].date is not a string`;
  if (value.runner !== void 0 && !isIndex(value.runner, runners)) return `runs[${at}].runner is not an index into runners`;
  if (value.run !== void 0 && !Number.isSafeInteger(value.run)) return `runs[${at}].run is not a workflow run id`;
  if (!Number.isSafeInteger(value.count) || value.count < 1) return `runs[${at}].count is not a count of runs`;
  return value;
}
function readSeries2(value, runs, at) {
  const where = `series[${at}]`;
  if (!isObject(value) || typeof value.benchmark !== "string" || typeof value.metric !== "string" || typeof value.unit !== "string")
    return `${where} lacks its benchmark, metric or unit`;
  if (!BETTER_VALUES.includes(value.better)) return `${where}.better is neither lower nor higher`;
  if (!Array.isArray(value.points)) return `${where}.points is not a list`;
  let previous = -1;
  for (const point of value.points) {
    if (!Array.isArray(point) || point.length < 2 || !isIndex(point[0], runs) || point[0] <= previous)
      return `${where} has a point that is not [run index, means...] in run order`;
    previous = point[0];
    for (let i = 1; i < point.length; i++) if (typeof point[i] !== "number" || !Number.isFinite(point[i])) return `${where} has a mean that is not a number`;
  }
  return value;
}
function readCarried(text3) {
  let value;
  try {
    value = JSON.parse(text3);
  } catch (error) {
    return { problem: `not valid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!isObject(value) || value.benchgateCarriedHistory === void 0) return { problem: "not a carried history (no benchgateCarriedHistory)" };
  if (value.benchgateCarriedHistory !== CARRIED_VERSION)
    return { problem: `version ${JSON.stringify(value.benchgateCarriedHistory)}, this benchgate reads version ${CARRIED_VERSION}` };
  if (value.suite !== void 0 && typeof value.suite !== "string") return { problem: "suite is not a string" };
  if (!Array.isArray(value.runners) || !value.runners.every((runner) => typeof runner === "string")) return { problem: "runners is not a list of strings" };
  if (!Array.isArray(value.runs) || !Array.isArray(value.series)) return { problem: "runs or series is not a list" };
  const runners = value.runners.length;
  for (const [at, run2] of value.runs.entries()) {
    const read = readRun2(run2, runners, at);
    if (typeof read === "string") return { problem: read };
  }
  const runs = value.runs.length;
  for (const [at, one] of value.series.entries()) {
    const read = readSeries2(one, runs, at);
    if (typeof read === "string") return { problem: read };
  }
  return { history: value };
}

// src/history/name-key.ts
import { createHash } from "node:crypto";
var MAX_KEPT_NAME = 300;
var HASHED = "sha256:";
function nameKey(name) {
  if (name.length <= MAX_KEPT_NAME && !name.startsWith(HASHED)) return name;
  return `${HASHED}${createHash("sha256").update(name, "utf8").digest("hex")}`;
}

// src/history/issue-entries.ts
function shiftAcrossEvents(series, change2, events, at, minSegment) {
  let shift = 1;
  for (const event of events) {
    const gap = at.get(event.after);
    if (gap === void 0) continue;
    const first = series.points.findIndex((point) => point.at >= gap);
    if (first - change2.index < minSegment || series.points.length - first < minSegment) continue;
    const before = medianOf(series.points.slice(first - minSegment, first).map((point) => point.value));
    shift *= medianOf(series.points.slice(first, first + minSegment).map((point) => point.value)) / before;
  }
  return shift;
}
function newestSides(series, change2, report2) {
  if (series.changes.some((other) => other.index > change2.index)) return true;
  const minSegment = report2.settings.minSegment;
  const newest = series.points.slice(Math.max(change2.index, series.points.length - Math.max(1, minSegment - 1)));
  if (newest.length === 0) return false;
  const shift = shiftAcrossEvents(series, change2, report2.events, commitIndex(report2), minSegment);
  const nearer = (value) => Math.abs(value / shift - change2.meanAfter) < Math.abs(value / shift - change2.meanBefore);
  const beyond = (change2.meanAfter > change2.meanBefore ? 1 : -1) * (newest.at(-1).value / shift - change2.meanAfter);
  const judged2 = newest.length > 1 && beyond > OUTLIER_SDS * differenceSd(series.points.map((point) => point.value)) ? newest.slice(0, -1) : newest;
  return nearer(judged2.at(-1).value) && nearer(medianOf(judged2.map((point) => point.value)));
}
function beyondEvent(change2, event, noise, better) {
  const nearerEnd = better === "lower" ? change2.low - event.medianChange : event.medianChange - change2.high;
  return nearerEnd >= noise;
}
function steppedSinceEvent(series, change2, event, settings) {
  const after = series.points.slice(change2.index).map((point) => point.value);
  const first = after.slice(0, Math.min(settings.minSegment - 1, after.length - settings.minSegment));
  const later = after.slice(first.length, first.length + settings.minSegment + 2);
  if (first.length < 2) return false;
  const sign = series.better === "lower" ? 1 : -1;
  const worse2 = (values) => sign * (medianOf(values) / change2.meanBefore - 1);
  const [eventWorse, firstWorse, laterWorse] = [sign * event.medianChange, worse2(first), worse2(later)];
  const intervalBeyond = series.better === "lower" ? change2.low > event.medianChange : change2.high < event.medianChange;
  const noise = settings.noise;
  if (!intervalBeyond || Math.abs(firstWorse - eventWorse) >= noise || laterWorse - eventWorse < noise || laterWorse - firstWorse < noise) return false;
  return welchTest(momentsOf(first), momentsOf(later), settings.alpha).p < settings.alpha;
}
function momentsOf(values) {
  const mean = amean(values);
  return { mean, variance: sampleVariance(values, mean), n: values.length };
}
function eventFindings(report2) {
  const findings = [];
  const regressionEvents = /* @__PURE__ */ new Map();
  for (const event of report2.events) {
    const members = report2.series.flatMap((series) => series.changes.filter((change2) => change2.event === event.id).map((change2) => ({ series, change: change2 })));
    const regressions = members.filter(({ change: change2 }) => change2.direction === "regression").length;
    if (members.length === 0 || regressions * 2 <= members.length) continue;
    regressionEvents.set(event.id, event);
    const siding = members.filter(({ series, change: change2 }) => newestSides(series, change2, report2)).length;
    findings.push({
      kind: "event",
      before: event.before,
      after: event.after,
      series: event.changed,
      of: event.of,
      change: event.medianChange,
      pAdjusted: medianOf(members.map(({ change: change2 }) => change2.pAdjusted)),
      newestSides: siding * 2 > members.length,
      stoodFor: medianOf(members.map(({ series, change: change2 }) => series.points.length - change2.index))
    });
  }
  return { findings, regressionEvents };
}
function findingsOf(report2) {
  const { findings, regressionEvents } = eventFindings(report2);
  for (const series of report2.series) {
    const keys = { benchmark: nameKey(series.benchmark), metric: nameKey(series.metric) };
    series.changes.forEach((change2, k) => {
      if (change2.transient === true) {
        const end = series.changes[k + 1];
        if (change2.back !== true && end !== void 0)
          findings.push({
            kind: "transient",
            ...keys,
            before: change2.before,
            after: change2.after,
            until: end.after,
            change: change2.change,
            pAdjusted: change2.pAdjusted,
            newestSides: false,
            stoodFor: 0
          });
        return;
      }
      if (change2.direction !== "regression" || !change2.standing) return;
      const member = change2.event === void 0 ? void 0 : regressionEvents.get(change2.event);
      const beside = [...regressionEvents.values()].find(
        (one) => sameFinding(
          report2,
          { kind: "event", before: one.before, after: one.after },
          { kind: "event", before: change2.before, after: change2.after },
          report2.settings.minSegment
        )
      );
      const ownChangeBeside = beside !== void 0 && series.changes.some((other) => other.event === beside.id);
      const event = member ?? (ownChangeBeside ? void 0 : beside);
      if (event !== void 0 && !beyondEvent(change2, event, report2.settings.noise, series.better) && !steppedSinceEvent(series, change2, event, report2.settings))
        return;
      findings.push({
        // Its own change beside the event, or one that moved beyond it: the event's entry holds neither.
        ...(event !== void 0 || ownChangeBeside && member === void 0) && { apartFromEvent: true },
        kind: "regression",
        ...keys,
        before: change2.before,
        after: change2.after,
        change: change2.change,
        low: change2.low,
        high: change2.high,
        levelBefore: change2.meanBefore,
        better: series.better,
        pAdjusted: change2.pAdjusted,
        newestSides: newestSides(series, change2, report2),
        stoodFor: series.points.length - change2.index
      });
    });
  }
  return findings;
}
function sameFinding(report2, a, b, tolerance) {
  if (a.kind !== b.kind || a.benchmark !== b.benchmark || a.metric !== b.metric) return false;
  if (a.before === b.before && a.after === b.after) return true;
  const at = commitIndex(report2);
  const [a0, a1, b0, b1] = [at.get(a.before), at.get(a.after), at.get(b.before), at.get(b.after)];
  if (a0 === void 0 || a1 === void 0 || b0 === void 0 || b1 === void 0) return false;
  return Math.max(a0, b0) - Math.min(a1, b1) <= tolerance;
}
var indices = /* @__PURE__ */ new WeakMap();
function commitIndex(report2) {
  let found = indices.get(report2);
  if (found === void 0) {
    found = new Map(report2.commits.map((commit, at) => [commit.commit, at]));
    indices.set(report2, found);
  }
  return found;
}
function eventStillShows(report2, event, tolerance) {
  const asEvent = (change2) => ({ kind: "event", before: change2.before, after: change2.after });
  const benchmarks = new Set(
    report2.series.filter((series) => series.changes.some((change2) => sameFinding(report2, asEvent(change2), event, tolerance))).map((series) => series.benchmark)
  );
  return benchmarks.size >= MIN_EVENT_SERIES;
}
function seriesOfFinding(report2, finding) {
  return report2.series.find((series) => nameKey(series.benchmark) === finding.benchmark && nameKey(series.metric) === finding.metric);
}

// src/history/issue-state.ts
var EMPTY_ISSUE_STATE = { benchgateIssueState: 1, open: false, entries: [], accepted: [] };
var MAX_ACCEPTED = 100;
function rememberAccepted(list) {
  const seen = /* @__PURE__ */ new Set();
  const newestFirst = [];
  for (let i = list.length - 1; i >= 0 && newestFirst.length < MAX_ACCEPTED; i--) {
    const one = list[i];
    const key2 = JSON.stringify([one.kind, one.benchmark ?? null, one.metric ?? null, one.before, one.after]);
    if (seen.has(key2)) continue;
    seen.add(key2);
    newestFirst.push(one);
  }
  return newestFirst.reverse();
}
var KINDS2 = ["regression", "event", "transient"];
var isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var isText = (value) => typeof value === "string" && value.length > 0 && value.length <= 400;
var isNumber = (value) => typeof value === "number" && Number.isFinite(value);
function identity(value) {
  const { kind, benchmark, metric, before, after } = value;
  if (typeof kind !== "string" || !KINDS2.includes(kind) || !isText(before) || !isText(after)) return void 0;
  const series = kind !== "event";
  if (series && (!isText(benchmark) || !isText(metric))) return void 0;
  return { kind, ...series && { benchmark, metric }, before, after };
}
function entry(value) {
  if (!isRecord(value)) return void 0;
  const base = identity(value);
  if (base === void 0 || !isText(value.firstListed) || !isNumber(value.change)) return void 0;
  const numbers = Object.fromEntries(
    ["low", "high", "levelBefore", "series", "of"].flatMap((name) => isNumber(value[name]) ? [[name, value[name]]] : [])
  );
  return {
    ...base,
    ...isText(value.until) && { until: value.until },
    ...value.better === "lower" || value.better === "higher" ? { better: value.better } : {},
    change: value.change,
    ...numbers,
    firstListed: value.firstListed
  };
}
function readIssueState(value) {
  if (!isRecord(value) || value.benchgateIssueState !== 1 || typeof value.open !== "boolean") return void 0;
  const list = (field) => Array.isArray(field) ? field : [];
  return {
    benchgateIssueState: 1,
    open: value.open,
    entries: list(value.entries).flatMap((one) => entry(one) ?? []),
    accepted: rememberAccepted(list(value.accepted).flatMap((one) => isRecord(one) ? identity(one) ?? [] : []))
  };
}
var STATE_START = "<!-- benchgate-history-state ";
var LEGACY_START = "<!-- benchgate-history-changes ";
var LINE_END = " -->";
function stateLine(state) {
  return `${STATE_START}${JSON.stringify(state).replace(/</g, "\\u003c").replace(/>/g, "\\u003e")}${LINE_END}`;
}
function parsed(text3) {
  try {
    return JSON.parse(text3);
  } catch {
    return void 0;
  }
}
function stateInBody(body, open) {
  const lines = body.split(/\r?\n/).reverse();
  const line = lines.find((text3) => text3.startsWith(STATE_START) && text3.endsWith(LINE_END));
  if (line !== void 0) {
    const state = readIssueState(parsed(line.slice(STATE_START.length, line.length - LINE_END.length)));
    return state === void 0 ? void 0 : { ...state, open };
  }
  const legacy = lines.find((text3) => text3.startsWith(LEGACY_START) && text3.endsWith(LINE_END));
  if (legacy === void 0) return void 0;
  const listed = parsed(legacy.slice(LEGACY_START.length, legacy.length - LINE_END.length));
  const entries = (Array.isArray(listed) ? listed : []).flatMap((one) => {
    if (!Array.isArray(one) || one.length !== 7) return [];
    const [benchmark, metric, before, after, change2, low, high] = one;
    return entry({ kind: "regression", benchmark, metric, before, after, change: change2, low, high, firstListed: after }) ?? [];
  });
  return { benchgateIssueState: 1, open, entries, accepted: [] };
}
function stateOfIssues(issues) {
  const sorted = [...issues].sort((a, b) => a.number - b.number);
  const open = sorted.find((issue) => issue.state === "open");
  const accepted = sorted.filter((issue) => issue.state === "closed").flatMap((issue) => {
    const state = stateInBody(issue.body, false);
    return state === void 0 ? [] : [...state.accepted, ...state.entries.map(acceptedOf)];
  });
  const current = open === void 0 ? void 0 : stateInBody(open.body, true);
  return {
    state: {
      benchgateIssueState: 1,
      open: open !== void 0,
      entries: current?.entries ?? [],
      accepted: rememberAccepted([...accepted, ...current?.accepted ?? []])
    },
    open: open?.number
  };
}
var acceptedOf = (one) => ({
  kind: one.kind,
  ...one.benchmark !== void 0 && { benchmark: one.benchmark },
  ...one.metric !== void 0 && { metric: one.metric },
  before: one.before,
  after: one.after
});

// src/history/issue-marker.ts
function issueMarker(suite2, key2) {
  return `<!-- benchgate-history suite=${encodeURIComponent(suite2)} key=${encodeURIComponent(key2)} -->`;
}

// src/history/issue.ts
var MAX_ISSUE_CHANGES = 100;
var LOOK_SHARE = 1 / 5;
function confirmed(finding, previous, report2, rule) {
  if (finding.kind === "transient" || !finding.newestSides || finding.stoodFor < report2.settings.minSegment + 2) return false;
  const bound = rule.alpha * LOOK_SHARE;
  if (finding.pAdjusted >= bound) return false;
  return previous.some((seen) => seen.pAdjusted < bound && sameFinding(report2, seen, finding, report2.settings.minSegment));
}
function judge(entry2, report2, now, before) {
  const tolerance = report2.settings.minSegment;
  if (entry2.kind === "transient") return void 0;
  const seen = (findings) => findings.some((finding) => sameFinding(report2, finding, entry2, tolerance));
  if (entry2.kind === "regression") {
    const series = seriesOfFinding(report2, entry2);
    const newest = series?.segments.at(-1);
    if (series === void 0 || newest === void 0) return "series-gone";
    if (now.some((finding) => finding.kind === "transient" && sameFinding(report2, { ...finding, kind: "regression" }, entry2, tolerance))) return "transient";
    if (entry2.levelBefore !== void 0) {
      const since = newest.mean / entry2.levelBefore - 1;
      if ((series.better === "lower" ? since : -since) < report2.settings.noise) return "recovered";
    }
  }
  if (seen(now) || seen(before)) return void 0;
  if (entry2.kind === "event" && eventStillShows(report2, entry2, tolerance)) return void 0;
  const asEvent = { kind: "event", before: entry2.before, after: entry2.after };
  if (entry2.kind === "regression" && now.some((finding) => finding.kind === "event" && sameFinding(report2, finding, asEvent, tolerance))) return "in-event";
  const at = commitIndex(report2);
  const from = at.get(entry2.before);
  const to = at.get(entry2.after);
  const room = (entry2.kind === "event" ? 2 : 1) * report2.settings.minSegment;
  if (from === void 0 || to === void 0 || from + 1 < room || report2.commits.length - to < room) return void 0;
  return "not-found";
}
function ranked(entries, listedBefore, fits) {
  const rank2 = (one) => listedBefore.includes(one) ? 0 : one.kind === "transient" ? 2 : 1;
  const sorted = [...entries].sort(
    (a, b) => rank2(a) - rank2(b) || Math.abs(b.change) - Math.abs(a.change) || (a.benchmark ?? "").localeCompare(b.benchmark ?? "") || (a.metric ?? "").localeCompare(b.metric ?? "") || a.after.localeCompare(b.after) || a.before.localeCompare(b.before)
  );
  let count = Math.min(sorted.length, MAX_ISSUE_CHANGES);
  while (count > 1 && !fits(sorted.slice(0, count))) count--;
  return sorted.slice(0, count);
}
function asides(report2, leftOut) {
  const runnerNotes = report2.warnings.filter((warning2) => warning2.code === "cpu-model-moves");
  return { ...leftOut > 0 && { leftOut }, ...runnerNotes.length > 0 && { runnerNotes } };
}
var entryOf = (finding, head) => {
  const entry2 = { ...finding };
  delete entry2.pAdjusted;
  delete entry2.newestSides;
  delete entry2.stoodFor;
  delete entry2.apartFromEvent;
  return { ...entry2, firstListed: head };
};
function decideIssue(report2, previous, prior, rule, fits = () => true) {
  const state = prior ?? EMPTY_ISSUE_STATE;
  const head = report2.commits.at(-1)?.commit ?? "";
  const tolerance = report2.settings.minSegment;
  const now = findingsOf(report2);
  const before = previous === void 0 ? [] : findingsOf(previous);
  const listed = state.open ? state.entries : [];
  const removed = [];
  const kept = listed.filter((entry2) => {
    const reason = judge(entry2, report2, now, before);
    if (reason !== void 0) removed.push({ entry: entry2, reason });
    return reason === void 0;
  });
  const asEvent = (finding) => ({ kind: "event", before: finding.before, after: finding.after });
  const known = (finding) => kept.some((entry2) => sameFinding(report2, entry2, finding, tolerance)) || finding.kind === "regression" && !("apartFromEvent" in finding && finding.apartFromEvent === true) && [...kept, ...state.accepted].some((entry2) => entry2.kind === "event" && sameFinding(report2, entry2, asEvent(finding), tolerance)) || removed.some(({ entry: entry2 }) => sameFinding(report2, entry2, finding, tolerance)) || state.accepted.some((entry2) => sameFinding(report2, entry2, finding, tolerance));
  const fresh = now.filter((finding) => !known(finding) && confirmed(finding, before, report2, rule)).map((finding) => entryOf(finding, head));
  const standing = [...kept, ...fresh].filter((entry2) => entry2.kind !== "transient");
  if (standing.length === 0) {
    const closed = { benchgateIssueState: 1, open: false, entries: [], accepted: state.accepted };
    return state.open ? {
      action: "close",
      entries: [],
      added: 0,
      removed: listed.map((entry2) => removed.find((one) => one.entry === entry2) ?? { entry: entry2, reason: "transient" }),
      state: closed
    } : { action: "none", entries: [], added: 0, removed: [], state: closed };
  }
  const transients = now.filter((finding) => finding.kind === "transient" && !known(finding)).map((finding) => entryOf(finding, head));
  const candidates = [...kept, ...fresh, ...transients];
  const entries = ranked(candidates, listed, fits);
  const added = entries.filter((entry2) => fresh.includes(entry2)).length;
  const unchanged = removed.length === 0 && entries.length === listed.length && entries.every((entry2) => listed.includes(entry2));
  return {
    action: !state.open ? "open" : unchanged ? "none" : "update",
    entries,
    added,
    removed,
    state: { benchgateIssueState: 1, open: true, entries, accepted: state.accepted },
    ...asides(report2, candidates.length - entries.length)
  };
}

// src/report/history-refusals.ts
function historyTokenMissingText() {
  return `input github-token: mode history reads the stored baselines through GitHub's API; give a token with "actions: read" (the default, github.token)`;
}
function historyEventText(eventName, ref) {
  return `input mode: history reads the baselines the base branch stores; run it on push, schedule or workflow_dispatch of that branch (this run: ${eventName || "unknown event"} on ${ref || "no ref"})`;
}

// src/report/history-warning-text.ts
function historyWarningText(warning2) {
  switch (warning2.code) {
    case "commits-cut":
      return `only the newest ${warning2.kept} of ${warning2.total} commits are analysed`;
    case "unusable-runs":
      return `${plural(warning2.runs, "run")} without a positive finite mean ${warning2.runs === 1 ? "was" : "were"} left out`;
    case "too-few-commits":
      return `${plural(warning2.series, "series", "series")} ${warning2.series === 1 ? "has" : "have"} fewer than ${warning2.needed} commits measured: no change point is looked for in ${warning2.series === 1 ? "it" : "them"}`;
    case "cpu-model-moves":
      return `runs on ${warning2.model} measure ${plural(warning2.series, "series", "series")} of the ${warning2.of} compared on it beyond the noise threshold against ${warning2.reference} (median ${formatPercent(warning2.medianChange, 1)}): taken at the speed of ${warning2.reference}, never as a change of the code`;
    case "ordered-by-name":
      return "the files record no dates, so they were put in order by name (run-2 before run-10); give --commits FILE if that is not commit order";
    case "carried-missing":
      return `no earlier run carried a history (the artifact ${warning2.artifact}): it starts afresh from the stored baselines still there`;
    case "carried-unreadable":
      return `the history carried by run ${warning2.runId} (the artifact ${warning2.artifact}) could not be read (${warning2.problem}): it starts afresh from the stored baselines still there`;
  }
}

// src/report/history-html-assets.ts
var HISTORY_STYLE = joinHtml([
  html`body{font:14px/1.45 system-ui,sans-serif;margin:16px;color:#111827;max-width:1600px}`,
  html`h1{font-size:21px;margin:0 0 4px}`,
  html`h2{font-size:15px;margin:0;overflow-wrap:break-word}`,
  html`code{font:12px ui-monospace,monospace}`,
  html`p{margin:6px 0}`,
  html`.muted{color:#6b7280}`,
  html`.regression{color:#b91c1c}`,
  html`.improvement{color:#15803d}`,
  html`.counts{display:flex;flex-wrap:wrap;gap:4px 22px;list-style:none;padding:0;margin:10px 0}`,
  html`.counts b{font-size:20px;font-variant-numeric:tabular-nums;margin-right:4px}`,
  html`.event{background:#fef3c7;border-left:4px solid #d97706;padding:6px 10px}`,
  html`.warnings{color:#92400e;padding-left:20px}`,
  html`.key svg{display:inline-block;vertical-align:middle;width:26px;height:14px}`,
  html`.controls{display:flex;flex-wrap:wrap;gap:8px 18px;align-items:center;margin:10px 0 14px}`,
  html`.controls label{font-weight:600}`,
  html`input:focus-visible,summary:focus-visible{outline:2px solid #2563eb;outline-offset:2px}`,
  html`.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(460px,1fr));gap:14px}`,
  html`.card{border:1px solid #e5e7eb;border-radius:8px;padding:10px 12px;min-width:0}`,
  html`.card.standing{border-left:5px solid #b91c1c}`,
  html`.card.changed{border-left:5px double #15803d}`,
  html`[hidden]{display:none!important}`,
  html`.changes{margin:4px 0;padding:0;list-style:none;font-size:13px}`,
  html`.changes .regression,.changes .improvement{font-weight:600}`,
  html`.nowrap{white-space:nowrap}`,
  html`svg.chart{display:block;width:100%;height:auto;margin-top:6px;border-radius:4px}`,
  html`svg.chart:focus{outline:none}`,
  html`svg.chart:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`,
  html`svg text{font-size:12px;fill:#4b5563}`,
  html`.grid{stroke:#eef0f3}`,
  html`.axis{stroke:#9ca3af}`,
  html`.spread{stroke:#93c5fd;stroke-width:1.5}`,
  html`.dots{stroke:#2563eb;stroke-linecap:round;fill:none}`,
  html`.outlier{stroke:#b45309;stroke-width:1.5;fill:none}`,
  html`.level{stroke:#374151;stroke-width:2;fill:none;opacity:.8}`,
  html`.cut{stroke-width:1.6;fill:none}`,
  html`g.regression .cut{stroke:#b91c1c;stroke-dasharray:6 3}`,
  html`g.improvement .cut{stroke:#15803d;stroke-dasharray:1.5 3}`,
  html`g.regression .mark{fill:#b91c1c}`,
  html`g.improvement .mark{fill:#fff;stroke:#15803d;stroke-width:2}`,
  html`g.past{opacity:.55}`,
  html`text.regression{fill:#b91c1c;font-weight:600;font-size:12.5px}`,
  html`text.improvement{fill:#15803d;font-weight:600;font-size:12.5px}`,
  html`.cursor{fill:none;stroke:#111827;stroke-width:2}`,
  html`#tip{position:absolute;z-index:1;background:#111827;color:#fff;padding:5px 8px;border-radius:4px;font-size:12px;pointer-events:none;white-space:nowrap}`,
  html`details{margin-top:4px;font-size:12px}`,
  html`summary{cursor:pointer;color:#4b5563}`,
  html`table{border-collapse:collapse;margin:4px 0}`,
  html`th,td{padding:1px 10px 1px 0;text-align:left;border-bottom:1px solid #f3f4f6;font-variant-numeric:tabular-nums}`
]);
var HISTORY_SCRIPT = joinHtml([
  html`(function(){var tip=document.getElementById('tip');var active=null;var dates=Object.create(null);`,
  html`document.querySelectorAll('#commits tbody tr').forEach(function(r){dates[r.cells[1].textContent]=r.cells[3].textContent});`,
  // The dots' path has one M a point, in point order: the positions for the cursor and the tooltip.
  html`function points(svg){if(!svg.points){var p=[];`,
  html`svg.querySelector('path.dots').getAttribute('d').replace(/M(-?[0-9.]+) (-?[0-9.]+)/g,function(m,x,y){p.push([+x,+y])});svg.points=p}return svg.points}`,
  html`function hide(){tip.hidden=true;var cursor=active&&active.querySelector('.cursor');if(cursor)cursor.setAttribute('visibility','hidden');active=null}`,
  html`function show(svg,i){var p=points(svg);if(p.length===0)return;i=Math.max(0,Math.min(p.length-1,i));`,
  html`if(active!==svg)hide();active=svg;svg.setAttribute('data-i',i);`,
  html`var cursor=svg.querySelector('.cursor');if(!cursor){cursor=document.createElementNS(svg.namespaceURI,'circle');`,
  html`cursor.setAttribute('class','cursor');cursor.setAttribute('r','6');svg.appendChild(cursor)}`,
  html`cursor.setAttribute('cx',p[i][0]);cursor.setAttribute('cy',p[i][1]);cursor.removeAttribute('visibility');`,
  html`var cells=svg.parentNode.querySelector('table.data tbody').rows[i].cells;var commit=cells[0].textContent;var runs=cells[3].textContent;`,
  html`tip.textContent='';var head=document.createElement('strong');head.textContent=commit;tip.appendChild(head);`,
  html`if(dates[commit])tip.appendChild(document.createTextNode(' '+dates[commit]));tip.appendChild(document.createElement('br'));`,
  html`tip.appendChild(document.createTextNode(cells[1].textContent+(runs==='1'?'':' · spread '+cells[2].textContent)`,
  html`+' · '+runs+(runs==='1'?' run':' runs')));`,
  html`tip.hidden=false;var box=svg.getBoundingClientRect();var k=box.width/svg.viewBox.baseVal.width;var x=box.left+p[i][0]*k;var y=box.top+p[i][1]*k;`,
  html`var left=Math.max(4,Math.min(document.documentElement.clientWidth-tip.offsetWidth-4,x-tip.offsetWidth/2));`,
  html`var top=y-tip.offsetHeight-12;if(top<4)top=y+14;`,
  html`tip.style.left=(left+window.scrollX)+'px';tip.style.top=(top+window.scrollY)+'px'}`,
  html`function chartOf(target){return target&&target.closest?target.closest('svg.chart'):null}`,
  html`document.addEventListener('focusin',function(e){var svg=chartOf(e.target);if(svg===e.target)show(svg,+(svg.getAttribute('data-i')||0))});`,
  html`document.addEventListener('focusout',function(e){if(e.target===active)hide()});`,
  html`document.addEventListener('keydown',function(e){var svg=chartOf(e.target);if(svg!==e.target||svg===null)return;if(e.key==='Escape'){hide();return}`,
  html`var i=+(svg.getAttribute('data-i')||0);`,
  html`var to=e.key==='ArrowRight'?i+1:e.key==='ArrowLeft'?i-1:e.key==='Home'?0:e.key==='End'?points(svg).length-1:null;`,
  html`if(to===null)return;e.preventDefault();show(svg,to)});`,
  // A pointer (a mouse moving, a finger's tap) shows the commit nearest to it.
  html`function pointAt(e){var svg=chartOf(e.target);if(svg===null){if(active&&document.activeElement!==active)hide();return}`,
  html`var box=svg.getBoundingClientRect();var x=(e.clientX-box.left)*svg.viewBox.baseVal.width/box.width;var p=points(svg);var best=0;`,
  html`for(var j=1;j<p.length;j++)if(Math.abs(p[j][0]-x)<Math.abs(p[best][0]-x))best=j;show(svg,best)}`,
  html`document.addEventListener('pointermove',pointAt);document.addEventListener('pointerdown',pointAt);`,
  html`var only=document.getElementById('changed-only');var shown=document.getElementById('shown');`,
  html`function filter(){hide();var cards=document.querySelectorAll('section.card');var n=0;`,
  html`for(var j=0;j<cards.length;j++){var off=only.checked&&cards[j].getAttribute('data-changed')==='0';cards[j].hidden=off;if(!off)n++}`,
  html`shown.textContent=n+' of '+cards.length+' series shown'}`,
  html`only.addEventListener('change',filter);filter()})();`
]);

// src/report/history-chart.ts
var WIDTH2 = 640;
var HEIGHT = 220;
var LEFT = 72;
var RIGHT = 14;
var TOP = 40;
var BOTTOM = 24;
var PLOT_WIDTH = WIDTH2 - LEFT - RIGHT;
var PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;
var LABEL_ROWS = [14, 30];
var LABEL_CHAR = 7;
var MIN_SPAN = 0.08;
function c(value) {
  return Math.round(value * 10) / 10;
}
function shortCommit(commit) {
  return /^[0-9a-f]{8,}$/i.test(commit) ? commit.slice(0, 7) : commit;
}
function niceStep(span, count) {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction2 = raw / power;
  return (fraction2 < 1.5 ? 1 : fraction2 < 3 ? 2 : fraction2 < 7 ? 5 : 10) * power;
}
function changeLabel(change2) {
  return `${formatPercent(change2.change, 1)} ${formatInterval([change2.low, change2.high], 1)}`;
}
function marker(direction, x, y) {
  if (direction === "regression") return html`<path class="mark" d="M${c(x)} ${c(y - 5)}l5 5-5 5-5-5z"/>`;
  return html`<circle class="mark" cx="${c(x)}" cy="${c(y)}" r="4.5"/>`;
}
function tickLabel(value, scale) {
  return formatScaled(value, scale).replace(/^(-?\d+\.\d*?)0+(?=\D|$)/, "$1").replace(/^(-?\d+)\.(?=\D|$)/, "$1");
}
function valueAxis(series) {
  const values = [...series.points.flatMap((point) => [point.low, point.high, point.value]), ...series.segments.map((segment) => segment.mean)];
  let low = Math.min(...values);
  let high = Math.max(...values);
  const middle = (low + high) / 2;
  const span = Math.max(high - low, Math.abs(middle) * MIN_SPAN) || 1;
  low = Math.min(low, middle - span / 2) - span * 0.06;
  high = Math.max(high, middle + span / 2) + span * 0.06;
  const step = niceStep(high - low, 4);
  const ticks = [];
  for (let k = Math.ceil(low / step); k * step <= high; k++) ticks.push(k * step);
  return {
    y: (value) => TOP + (1 - (value - low) / (high - low)) * PLOT_HEIGHT,
    ticks,
    scale: chooseScale(series.unit, Math.abs(middle))
  };
}
function changeLabels(changes) {
  const ends = LABEL_ROWS.map(() => -Infinity);
  return joinHtml(
    changes.map(({ change: change2, x }, i) => {
      const text3 = changeLabel(change2);
      const width = text3.length * LABEL_CHAR;
      const anchor = x - width / 2 < LEFT ? "start" : x + width / 2 > WIDTH2 - RIGHT ? "end" : "middle";
      const start = anchor === "start" ? x - 4 : anchor === "end" ? x + 4 - width : x - width / 2;
      let row3 = ends.findIndex((end) => end + 8 <= start);
      if (row3 < 0) row3 = i % LABEL_ROWS.length;
      ends[row3] = start + width;
      const at = anchor === "start" ? x - 4 : anchor === "end" ? x + 4 : x;
      return html`<text class="${change2.direction}" x="${c(at)}" y="${LABEL_ROWS[row3] ?? 0}" text-anchor="${anchor}">${text3}</text>`;
    })
  );
}
function chart2(series, axis, commits, label) {
  const points2 = series.points;
  const count = commits.length;
  const x = (at) => count <= 1 ? LEFT + PLOT_WIDTH / 2 : LEFT + at / (count - 1) * PLOT_WIDTH;
  const step = count <= 1 ? PLOT_WIDTH : PLOT_WIDTH / (count - 1);
  const parts = [];
  parts.push(html`<path class="grid" d="${axis.ticks.map((tick) => `M${LEFT} ${c(axis.y(tick))}H${WIDTH2 - RIGHT}`).join("")}"/>`);
  for (const tick of axis.ticks) parts.push(html`<text x="${LEFT - 6}" y="${c(axis.y(tick) + 4)}" text-anchor="end">${tickLabel(tick, axis.scale)}</text>`);
  const base = TOP + PLOT_HEIGHT;
  parts.push(html`<path class="axis" d="M${LEFT} ${base}H${WIDTH2 - RIGHT}"/>`);
  const names = commits.length === 1 ? [{ at: 0, anchor: "middle" }] : [
    { at: 0, anchor: "start" },
    { at: commits.length - 1, anchor: "end" }
  ];
  for (const { at, anchor } of names)
    parts.push(html`<text x="${c(x(at))}" y="${base + 16}" text-anchor="${anchor}">${shortCommit(commits[at]?.commit ?? "")}</text>`);
  if (commits.length > 2)
    parts.push(html`<text x="${c(LEFT + PLOT_WIDTH / 2)}" y="${base + 16}" text-anchor="middle">${commits.length} commits, oldest first</text>`);
  const levels2 = series.segments.flatMap((segment) => {
    const first = points2[segment.start];
    const last = points2[segment.end - 1];
    if (first === void 0 || last === void 0) return [];
    const from = Math.max(LEFT, x(first.at) - step / 2);
    const to = Math.min(WIDTH2 - RIGHT, x(last.at) + step / 2);
    return [`M${c(from)} ${c(axis.y(segment.mean))}H${c(to)}`];
  });
  if (levels2.length > 0) parts.push(html`<path class="level" d="${levels2.join("")}"/>`);
  const spread2 = points2.filter((point) => point.high > point.low).map((point) => `M${c(x(point.at))} ${c(axis.y(point.high))}V${c(axis.y(point.low))}`);
  if (spread2.length > 0) parts.push(html`<path class="spread" d="${spread2.join("")}"/>`);
  const dot = Math.max(2.5, Math.min(6, step * 0.6));
  parts.push(html`<path class="dots" stroke-width="${c(dot)}" d="${points2.map((point) => `M${c(x(point.at))} ${c(axis.y(point.value))}h0`).join("")}"/>`);
  const ring = dot / 2 + 2.5;
  const rings = series.outliers.flatMap((index) => {
    const point = points2[index];
    return point === void 0 ? [] : [`M${c(x(point.at) - ring)} ${c(axis.y(point.value))}a${c(ring)} ${c(ring)} 0 1 0 ${c(2 * ring)} 0a${c(ring)} ${c(ring)} 0 1 0 ${c(-2 * ring)} 0`];
  });
  if (rings.length > 0) parts.push(html`<path class="outlier" d="${rings.join("")}"/>`);
  const changes = series.changes.flatMap((change2) => {
    const before = points2[change2.index - 1];
    const after = points2[change2.index];
    return before === void 0 || after === void 0 ? [] : [{ change: change2, x: (x(before.at) + x(after.at)) / 2 }];
  });
  for (const { change: change2, x: at } of changes) {
    const cut = html`<path class="cut" d="M${c(at)} ${TOP - 4}V${base}"/>${marker(change2.direction, at, base)}`;
    parts.push(html`<g class="${change2.direction}${change2.standing ? "" : " past"}">${cut}</g>`);
  }
  parts.push(changeLabels(changes));
  return html`<svg class="chart" viewBox="0 0 ${WIDTH2} ${HEIGHT}" tabindex="0" role="img" aria-label="${label}">${parts}</svg>`;
}

// src/report/history-html.ts
function changePhrase(change2) {
  return `${change2.direction} ${changeLabel(change2)} between ${shortCommit(change2.before)} and ${shortCommit(change2.after)}`;
}
function changeItem(change2, scale, events) {
  const mark = change2.direction === "regression" ? "◆" : "○";
  const event = change2.event === void 0 ? void 0 : events.get(change2.event);
  const levels2 = `${formatScaled(change2.meanBefore, scale)} → ${formatScaled(change2.meanAfter, scale)}`;
  const p = `p ${formatPValue(change2.p)} (adjusted ${formatPValue(change2.pAdjusted)})`;
  const standing = change2.standing ? "still in force" : "no longer in force";
  const between = html`<code>${shortCommit(change2.before)}</code> and <code>${shortCommit(change2.after)}</code>`;
  const inEvent = event === void 0 ? html`` : html`, <span class="muted">with most of the suite (a suite-wide event)</span>`;
  const said = html`<span class="${change2.direction}">${mark} ${change2.direction} ${changeLabel(change2)}</span> between ${between}`;
  return html`<li>${said}: <span class="nowrap">${levels2}</span>, ${p}, ${standing}${inEvent}</li>`;
}
function spreadOf(point, scale) {
  return point.runs > 1 ? `${formatNumber(point.low / scale.divisor)}–${formatScaled(point.high, scale)}` : "—";
}
function rank(series) {
  if (series.changes.some((change2) => change2.direction === "regression" && change2.standing)) return 0;
  return series.changes.length > 0 ? 1 : 2;
}
function card(series, id, commits, events) {
  const name = `${series.benchmark} ${series.metric}`;
  const points2 = series.points;
  const head = html`<h2 id="${id}">${breakable(series.benchmark)} <span class="muted">${series.metric}</span></h2>`;
  const kind = rank(series) === 0 ? " standing" : series.changes.length > 0 ? " changed" : "";
  const open = html`<section class="card${kind}" data-changed="${series.changes.length > 0 ? 1 : 0}" aria-labelledby="${id}">${head}`;
  if (points2.length === 0) return html`${open}<p class="muted">No commit measured this series.</p></section>`;
  const axis = valueAxis(series);
  const scale = axis.scale;
  const commitAt = (point) => shortCommit(commits[point?.at ?? 0]?.commit ?? "");
  const range2 = `${plural(points2.length, "commit")} from ${commitAt(points2[0])} to ${commitAt(points2.at(-1))}`;
  const said = series.changes.length > 0 ? `${plural(series.changes.length, "change point")}: ${series.changes.map(changePhrase).join("; ")}` : series.inconclusive === void 0 ? `no change point, one level around ${formatScaled(series.segments[0]?.mean ?? points2[0]?.value ?? 0, scale)}` : `no change looked for: ${series.inconclusive}`;
  const label = `${name}, ${range2}, the newest ${formatScaled(points2.at(-1)?.value ?? 0, scale)}: ${said}. Arrow keys step through the commits.`;
  const changes = series.changes.length > 0 ? html`<ul class="changes">${series.changes.map((change2) => changeItem(change2, scale, events))}</ul>` : series.inconclusive === void 0 ? html`<p class="changes muted">No change point; newest ${formatScaled(points2.at(-1)?.value ?? 0, scale)}.</p>` : html`<p class="changes muted">No change looked for: ${series.inconclusive}.</p>`;
  const rows = points2.map(
    (point) => html`<tr><td>${shortCommit(commits[point.at]?.commit ?? "")}<td>${formatScaled(point.value, scale)}<td>${spreadOf(point, scale)}<td>${point.runs}`
  );
  const columns = html`<thead><tr><th>Commit<th>Value<th>Spread of the runs<th>Runs</thead>`;
  const table = html`<details><summary>Data table</summary><table class="data">${columns}<tbody>${rows}</tbody></table></details>`;
  return html`${open}${changes}${chart2(series, axis, commits, label)}${table}</section>`;
}
function key(direction) {
  return html`<svg viewBox="0 0 26 14" aria-hidden="true"><g class="${direction}"><path class="cut" d="M13 0V14"/>${marker(direction, 13, 8)}</g></svg>`;
}
function commitRange(commits) {
  const first = commits[0];
  const last = commits.at(-1);
  if (first === void 0 || last === void 0) return html`No commits.`;
  const day = (commit) => commit.date?.slice(0, 10) ?? "";
  const dates = first.date !== void 0 && last.date !== void 0 ? `, ${day(first)} to ${day(last)}` : "";
  const range2 = commits.length === 1 ? html`<code>${shortCommit(first.commit)}</code>` : html`<code>${shortCommit(first.commit)}</code>..<code>${shortCommit(last.commit)}</code>`;
  return html`Commits ${range2} (${plural(commits.length, "commit")}${dates})`;
}
function commitTable(commits) {
  const rows = commits.map((commit, i) => {
    const id = html`<td>${shortCommit(commit.commit)}<td><code>${commit.commit}</code>`;
    return html`<tr><td>${i + 1}${id}<td>${commit.date?.slice(0, 10) ?? ""}<td>${commit.runs}`;
  });
  const table = html`<table id="commits"><thead><tr><th>#<th>Commit<th>Id<th>Date<th>Runs</thead><tbody>${rows}</tbody></table>`;
  return html`<details><summary>The ${plural(commits.length, "commit")}</summary>${table}</details>`;
}
function eventSentence(event) {
  const between = html`<code>${shortCommit(event.before)}</code> and <code>${shortCommit(event.after)}</code>`;
  const counts = html`${event.changed} of ${event.of}, median ${formatPercent(event.medianChange, 1)}`;
  return html`<p class="event"><strong>Most benchmarks changed between ${between}:</strong> ${counts} — a machine or toolchain change?</p>`;
}
var percent3 = (fraction2) => `${+(fraction2 * 100).toFixed(4)}%`;
var HEAD_META = html`<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`;
function legend2() {
  return joinHtml([
    html`A dot is a commit's value (the mean of its runs), its bar the lowest to the highest run; a grey line is a level between change points; `,
    html`${key("regression")} a dashed line and a filled diamond: a regression, ${key("improvement")} a dotted line and a hollow circle: an improvement, `,
    html`labelled with the change and its interval; faded when no longer in force; `,
    html`a ringed dot is a commit far from its neighbours (a slow runner, most often), left out when the levels were found. `,
    html`The value axis does not start at 0. Tab to a chart and step through its commits with ← → (Home, End), or point at it.`
  ]);
}
function settingsSentence(settings) {
  return `alpha ${settings.alpha} (Benjamini–Hochberg over the suite), noise threshold ±${percent3(settings.noise)}, levels of at least ${plural(settings.minSegment, "commit")}, a suite-wide event when at least ${percent3(settings.eventShare)} of the series change between the same two commits`;
}
function countList(summary) {
  const word = (count, one, many) => count === 1 ? one : many;
  return html`<ul class="counts"><li><b>${summary.series}</b>series</li>\
<li><b>${summary.changes}</b>${word(summary.changes, "change point", "change points")}</li>\
<li class="regression"><b>${summary.regressions}</b>◆ ${word(summary.regressions, "regression", "regressions")}</li>\
<li class="improvement"><b>${summary.improvements}</b>○ ${word(summary.improvements, "improvement", "improvements")}</li>\
<li class="regression"><b>${summary.standingRegressions}</b>${word(summary.standingRegressions, "regression", "regressions")} still in force</li></ul>`;
}
function warningList(report2) {
  if (report2.warnings.length === 0) return html``;
  return html`<ul class="warnings">${report2.warnings.map((warning2) => html`<li><strong>Warning:</strong> ${historyWarningText(warning2)}</li>`)}</ul>`;
}
function renderHistoryHtml(report2, title) {
  const events = new Map(report2.events.map((event) => [event.id, event]));
  const ordered = report2.series.map((series, index) => ({ series, index })).sort((a, b) => rank(a.series) - rank(b.series) || a.index - b.index);
  const cards = ordered.map(({ series, index }) => card(series, `s${index}`, report2.commits, events));
  const changed = report2.series.filter((series) => series.changes.length > 0).length;
  const shown = html`<span id="shown" class="muted" aria-live="polite">${report2.series.length} of ${report2.series.length} series shown</span>\
<span class="muted">${plural(changed, "series", "series")} with a change point</span>`;
  const suite2 = report2.suite === void 0 ? html`` : html`, suite <strong>${report2.suite}</strong>`;
  return html`<!doctype html>
<html lang="en"><head>${HEAD_META}<title>${title}</title><style>${HISTORY_STYLE}</style></head>
<body>
<header>
<h1>${title}</h1>
<p>${commitRange(report2.commits)}${suite2}.</p>
${countList(report2.summary)}
${joinHtml(report2.events.map(eventSentence), html`\n`)}
${warningList(report2)}
<p class="muted key">${legend2()}</p>
<p class="muted">${settingsSentence(report2.settings)}.</p>
${commitTable(report2.commits)}
<div class="controls"><label><input type="checkbox" id="changed-only"> Changed only</label>${shown}</div>
</header>
<main class="cards">
${joinHtml(cards, html`\n`)}
</main>
<div id="tip" role="status" aria-live="polite" hidden></div>
<script>${HISTORY_SCRIPT}</script>
</body></html>
`.source;
}

// src/report/history-text.ts
var short3 = (commit) => /^[0-9a-f]{40}$/i.test(commit) ? commit.slice(0, 7) : commit;
function changeRows(report2) {
  const rank2 = ({ change: change2 }) => change2.direction === "regression" ? change2.standing ? 0 : 1 : 2;
  return report2.series.flatMap((series) => series.changes.map((change2) => ({ series, change: change2 }))).sort(
    (a, b) => rank2(a) - rank2(b) || (b.series.points[b.change.index]?.at ?? 0) - (a.series.points[a.change.index]?.at ?? 0) || Math.abs(b.change.change) - Math.abs(a.change.change)
  );
}
function standingWord(change2) {
  if (change2.transient === true) return "transient";
  if (change2.back === true) return "back to the earlier level";
  if (change2.direction === "regression") return change2.standing ? "still slower" : "recovered";
  return change2.standing ? "kept" : "lost";
}
function levels(series, change2) {
  const scale = chooseScale(series.unit, Math.min(change2.meanBefore, change2.meanAfter));
  return `${formatScaled(change2.meanBefore, scale)} → ${formatScaled(change2.meanAfter, scale)}`;
}
function directionWord(series, change2) {
  const higher = change2.change > 0;
  if (series.better === "lower") return higher ? "slower" : "faster";
  return higher ? "faster" : "slower";
}
function outlierCount(report2) {
  return report2.series.reduce((sum, series) => sum + series.outliers.length, 0);
}
function outlierSentence(report2) {
  const count = outlierCount(report2);
  const series = report2.series.filter((one) => one.outliers.length > 0).length;
  const [its, was] = count === 1 ? ["its", "was"] : ["their", "were"];
  return `${plural(count, "point")} in ${plural(series, "series", "series")} far from ${its} neighbours (a slow runner, most often) ${was} taken at the median of ${its} neighbourhood when looking for levels; the JSON lists them (outliers).`;
}
function historyHeadline(report2) {
  const { changes, regressions, improvements, standingRegressions } = report2.summary;
  const commits = report2.commits.length;
  if (changes === 0) return `no change point in ${plural(commits, "commit")} of ${plural(report2.summary.series, "series", "series")}`;
  const parts = [plural(regressions, "regression"), plural(improvements, "improvement")].filter((part) => !part.startsWith("0 "));
  const standing = `${standingRegressions} regression${standingRegressions === 1 ? "" : "s"} still in force`;
  return `${plural(changes, "change point")} in ${plural(commits, "commit")} (${parts.join(", ")}; ${standing})`;
}
var TABLE_HEAD_END = markup`Between commits | Level before → after | p (adjusted) | Now |`;
var runsOf2 = (report2) => plural(
  report2.commits.reduce((sum, one) => sum + one.runs, 0),
  "run"
);
var nowCell = (change2) => `${standingWord(change2)}${change2.event === void 0 ? "" : ` (event ${change2.event})`}`;
function changeCell2(series, change2) {
  const size = formatPercent(change2.change, 1);
  return change2.direction === "regression" ? markup`**${size}** ${directionWord(series, change2)}` : markup`${size} ${directionWord(series, change2)}`;
}
function methodNote(report2) {
  const noise = formatPercent(report2.settings.noise, 1).replace("+", "");
  const how = markup`Change points by E-divisive segmentation of each series' commit means,`;
  const tested = markup`each tested by Student's t of its two neighbouring levels (corrected for the positions searched),`;
  const adjusted = markup`Benjamini–Hochberg across the suite at alpha ${String(report2.settings.alpha)};`;
  const noiseNote = markup`changes inside the noise threshold (±${noise}) are not reported.`;
  const between = markup`A change lies between the two commits named: the last measured before it and the first after.`;
  const now = markup`Now: whether the newest level still shows it (a regression still slower or recovered, an improvement kept or lost).`;
  return markup`${how} ${tested} ${adjusted} ${noiseNote} ${between} ${now}`;
}
function eventSentence2(event, commit) {
  const between = markup`${commit(event.before)} and ${commit(event.after)}`;
  const what = markup`Event ${String(event.id)}: ${String(event.changed)} of ${String(event.of)} series changed between ${between}`;
  return markup`${what} (median ${formatPercent(event.medianChange, 1)}): a change of machine, runner image or toolchain rather than of the code?`;
}
function renderHistoryMarkdown(report2, options = {}) {
  const shownCommit = (sha) => /^[0-9a-f]{7,40}$/i.test(sha) ? codeSpan(short3(sha)) : markup`${shorten(sha, 40)}`;
  const commit = (sha) => options.commitUrl === void 0 ? shownCommit(sha) : link(shownCommit(sha), options.commitUrl(sha));
  const first = report2.commits[0];
  const last = report2.commits.at(-1);
  const head = [
    markup`### ${options.title ?? `benchgate history${report2.suite === void 0 ? "" : ` ${report2.suite}`}`}: ${historyHeadline(report2)}`,
    markup``
  ];
  if (first !== void 0 && last !== void 0) {
    const span = markup`${commit(first.commit)} to ${commit(last.commit)}`;
    const over = `${plural(report2.summary.series, "series", "series")} over ${plural(report2.commits.length, "commit")}`;
    head.push(markup`${over}, ${span}; ${runsOf2(report2)} (processes of the benchmark program).`, markup``);
  }
  for (const event of report2.events) head.push(markup`> ${eventSentence2(event, commit)}`, markup``);
  const rows = changeRows(report2).map(({ series, change: change2 }) => {
    const between = markup`${commit(change2.before)}…${commit(change2.after)}`;
    const interval = formatInterval([change2.low, change2.high]);
    return markup`| ${shorten(series.benchmark)} | ${shorten(series.metric)} | ${changeCell2(series, change2)} | ${interval} | ${between} | ${levels(
      series,
      change2
    )} | ${formatPValue(change2.pAdjusted)} | ${nowCell(change2)} |`;
  });
  const table = rows.length === 0 ? [] : [
    markup`| Benchmark | Metric | Change | ${`${Math.round((1 - report2.settings.alpha) * 100)}% interval`} | ${TABLE_HEAD_END}`,
    markup`|---|---|--:|---|---|---|--:|---|`
  ];
  const footer2 = [
    markup``,
    ...report2.warnings.map((warning2) => markup`Warning: ${historyWarningText(warning2)}.`),
    ...outlierCount(report2) === 0 ? [] : [markup`${outlierSentence(report2)}`],
    ...(options.notes ?? []).map((note) => typeof note === "string" ? markup`${note}` : note),
    methodNote(report2)
  ];
  const budget = options.maxChars ?? Number.POSITIVE_INFINITY;
  const join7 = (parts) => parts.map((part) => part.source).join("\n");
  let shown = rows.length;
  for (; ; ) {
    const omitted = rows.length - shown;
    const text3 = join7([
      ...head,
      ...shown > 0 ? table : [],
      ...rows.slice(0, shown),
      ...omitted > 0 ? [markup``, markup`${plural(omitted, "more change point")} left out for length; the JSON report has them all.`] : [],
      ...footer2
    ]);
    if (text3.length + 1 <= budget || shown === 0) return `${text3}
`;
    shown = Math.max(0, shown - Math.max(1, Math.ceil((text3.length - budget) / 200)));
  }
}
function renderHistoryTerminal(report2, options) {
  const paint = (code, text3) => options.colour ? `\x1B[${code}m${text3}\x1B[0m` : text3;
  const lines = [logSafe(`benchgate history${report2.suite === void 0 ? "" : ` ${report2.suite}`}: ${historyHeadline(report2)}`)];
  const rows = changeRows(report2).map(({ series, change: change2 }) => [
    logSafe(`${series.benchmark}${series.metric === "time" ? "" : ` ${series.metric}`}`),
    `${formatPercent(change2.change, 1)} ${directionWord(series, change2)}`,
    formatInterval([change2.low, change2.high]),
    logSafe(`${short3(change2.before)}..${short3(change2.after)}`),
    formatPValue(change2.pAdjusted),
    `${standingWord(change2)}${change2.event === void 0 ? "" : ` (event ${change2.event})`}`,
    change2.direction
  ]);
  if (rows.length > 0) {
    const header = ["benchmark", "change", "interval", "commits", "p (adj.)", "now"];
    const widths = header.map((title, c2) => Math.max(title.length, ...rows.map((row3) => row3[c2].length)));
    const line = (cells) => cells.map((cell2, c2) => cell2.padEnd(widths[c2])).join("  ").trimEnd();
    lines.push("", line(header));
    for (const row3 of rows) {
      const text3 = line(row3.slice(0, header.length));
      lines.push(row3[6] === "regression" ? paint(31, text3) : paint(32, text3));
    }
  }
  for (const event of report2.events)
    lines.push(
      "",
      logSafe(
        `event ${event.id}: ${event.changed} of ${event.of} series changed between ${short3(event.before)} and ${short3(event.after)} (median ${formatPercent(event.medianChange, 1)}): a machine or toolchain change?`
      )
    );
  if (report2.warnings.length > 0) lines.push("", ...report2.warnings.map((warning2) => logSafe(`warning: ${historyWarningText(warning2)}`)));
  if (outlierCount(report2) > 0) lines.push("", outlierSentence(report2));
  return `${lines.join("\n")}
`;
}
function renderHistoryJson(report2) {
  return `${JSON.stringify(report2, null, 2)}
`;
}

// src/pipeline/history.ts
function renderHistoryFaces(report2, faces) {
  return {
    ...faces.json === true && { json: renderHistoryJson(report2) },
    markdown: (faces.markdown ?? []).map((options) => renderHistoryMarkdown(report2, options)),
    ...faces.html !== void 0 && { html: renderHistoryHtml(report2, faces.html.title) },
    ...faces.terminal !== void 0 && { terminal: renderHistoryTerminal(report2, faces.terminal) }
  };
}
function readStoredSet(source) {
  return loadSide([source], "benchgate").set;
}
function previousLook(runs, settings, suite2) {
  const newest = runs.at(-1)?.commit;
  const earlier = runs.filter((run2) => run2.commit !== newest);
  return earlier.length === 0 ? void 0 : analyseHistory(earlier, settings, suite2);
}
function historyOfRuns(runs, settings, suite2) {
  return analyseHistory(runs, settings, suite2);
}

// src/pipeline/history-carried.ts
function readPreviousCarried(previous, suite2) {
  const reading = previous.found === void 0 ? void 0 : readCarried(previous.found.text);
  const warning2 = previous.found === void 0 ? { code: "carried-missing", artifact: previous.artifact } : reading !== void 0 && "problem" in reading ? { code: "carried-unreadable", artifact: previous.artifact, runId: previous.found.runId, problem: reading.problem } : void 0;
  const earlier = reading !== void 0 && "history" in reading ? reading.history : emptyCarried(suite2);
  const held = new Set(earlier.runs.flatMap((run2) => run2.run === void 0 ? [] : [run2.run]));
  return { found: previous.found !== void 0, earlier, held, ...warning2 !== void 0 && { warning: warning2 } };
}
function carryForward(previous, fetched, window) {
  const { history: carried, text: text3 } = boundedText(appendRuns(previous.earlier, fetched));
  return {
    runs: carriedRuns(carried, window),
    text: text3,
    remembered: { runs: carried.runs.length, commits: new Set(carried.runs.map((run2) => run2.commit)).size },
    ...previous.warning !== void 0 && { warning: previous.warning }
  };
}

// src/report/history-action.ts
var FORK_KEEPS_NO_ISSUE = "this repository is a fork; its history is in the job summary only";
function noHistorySummary(title, reason) {
  return markup`### ${title} history: nothing stored yet\n\nNo history: ${reason}.\n`.source;
}
function noHistoryNotice(reason) {
  return `benchgate: no history (${reason})`;
}
function baselineNoteLogLine(note) {
  return `benchgate: ${logSafe(baselineNoteText(note))}`;
}
function unreadableHistoryText(name, notes2) {
  return `baseline artifacts ${name} were downloaded but none could be read: ${notes2.slice(-3).map(baselineNoteText).join("; ")}`;
}
function carriedLogLine(remembered) {
  return `benchgate: the history carried forward remembers ${remembered.runs} runs at ${remembered.commits} commits`;
}
function historyLogLine(name, counts) {
  return `benchgate: history of ${name}: ${counts.runs} runs at ${counts.commits} commits, ${counts.changes} change points`;
}
function historyUploadFailedLine(reason) {
  return `benchgate could not upload the history report: ${logSafe(reason)}`;
}
function historyIssueLogLine(outcome) {
  if ("refused" in outcome) return `benchgate: no issue kept: ${outcome.refused}`;
  if (outcome.done === "none") return void 0;
  return `benchgate: issue ${outcome.done === "create" ? "opened" : `${outcome.done}d`}: ${outcome.url ?? ""}`;
}
function issueLine(outcome) {
  if ("refused" in outcome) return markup`No issue kept: ${outcome.refused}.`;
  const issue = (text3) => outcome.url === void 0 ? markup`${text3}` : link(text3, outcome.url);
  switch (outcome.done) {
    case "none":
      return outcome.url === void 0 ? markup`No issue: no confirmed change stands that an issue of this suite has not reported.` : markup`The ${issue("issue")} already lists the changes that stand; left as it is.`;
    case "create":
      return markup`Opened an ${issue("issue")} about the changes that stand.`;
    case "update":
      return markup`Updated the ${issue("issue")}: the changes that stand changed.`;
    case "close":
      return markup`Closed the ${issue("issue")}: no change it listed stands any more.`;
  }
}
function uploadLines(upload, artifact, runUrl, commits) {
  if ("failed" in upload) return [];
  if (!upload.stored) return [markup`The history report was not uploaded again: ${upload.reason}.`];
  const what = markup`The history report and the history carried forward (${commits} commits)`;
  return [
    upload.id === void 0 ? markup`${what}: the artifact ${codeSpan(artifact)}.` : markup`${what}: the artifact ${link(codeSpan(artifact), `${runUrl}/artifacts/${upload.id}`)} (a zip).`
  ];
}
function historyFooter(footer2) {
  return [
    issueLine(footer2.issue),
    ...footer2.notes.map((note) => markup`Note: ${baselineNoteText(note)}.`),
    ...uploadLines(footer2.upload, footer2.artifact, footer2.runUrl, footer2.commits)
  ];
}

// src/report/history-issue.ts
function historyIssueTitle(where) {
  return shorten(`${where.title}: performance regression on ${where.branch}`, 200);
}
var COMMIT = /^[0-9a-f]{7,64}$/i;
function range(before, after, repositoryUrl) {
  if (!COMMIT.test(before) || !COMMIT.test(after)) return markup`${codeSpan(before.slice(0, 7))}…${codeSpan(after.slice(0, 7))}`;
  return link(markup`${codeSpan(before.slice(0, 7))}…${codeSpan(after.slice(0, 7))}`, `${repositoryUrl}/compare/${before}...${after}`);
}
var KIND_WORD = { regression: "regression", event: "event", transient: "transient" };
function subject(entry2) {
  if (entry2.kind === "event") return markup`${plural(entry2.series ?? 0, "series", "series")} of ${String(entry2.of ?? 0)} (machine, runner image or toolchain?)`;
  return markup`${shorten(entry2.benchmark ?? "")} (${shorten(entry2.metric ?? "")})`;
}
function row(entry2, where) {
  const interval = entry2.low === void 0 || entry2.high === void 0 ? "" : formatInterval([entry2.low, entry2.high]);
  const until = entry2.until === void 0 ? markup`` : markup`, back by ${codeSpan(entry2.until.slice(0, 7))}`;
  const between = range(entry2.before, entry2.after, where.repositoryUrl);
  const first = codeSpan(entry2.firstListed.slice(0, 7));
  return markup`| ${KIND_WORD[entry2.kind]} | ${subject(entry2)} | ${formatPercent(entry2.change, 1)} | ${interval} | ${between}${until} | ${first} |`;
}
var REASON_WORDS = {
  recovered: "its newest level is back within the noise threshold of the level before it",
  "not-found": "two analyses in a row no longer find it",
  transient: "it came and went: a spike or a dip",
  "series-gone": "the benchmark is no longer measured",
  "in-event": "it is part of the suite-wide event listed at these commits"
};
var STANDING = "each was found by two analyses in a row and has stood for more commits than a level needs";
var SAME = "makes the same decision from the same runs.";
var KEPT = "an entry is removed, with a line saying why, once the data no longer shows it, and the issue closed when none stands.";
function removedLines(removed, where) {
  return removed.map(
    ({ entry: entry2, reason }) => markup`- Removed the ${KIND_WORD[entry2.kind]} ${subject(entry2)}, ${range(entry2.before, entry2.after, where.repositoryUrl)}: ${REASON_WORDS[reason]}.`
  );
}
function leftOutLine(leftOut) {
  if (leftOut === void 0 || leftOut === 0) return [];
  return [
    markup``,
    markup`${plural(leftOut, "more entry", "more entries")} left out: GitHub's limit of an issue's body; the job summary and the artifact list every change.`
  ];
}
function runnerLines(notes2) {
  if (notes2.length === 0) return [];
  return [markup``, ...notes2.map((note) => markup`- The runner: ${historyWarningText(note)}.`)];
}
function renderHistoryIssue(marker2, decision, where, stateLine2) {
  const level = `${Math.round(where.level * 1e3) / 10}%`;
  const standing = decision.entries.filter((entry2) => entry2.kind !== "transient").length;
  const lines = [
    markup`### ${shorten(where.title)}: ${plural(standing, "standing change")} on ${where.branch}`,
    markup``,
    ...decision.entries.length === 0 ? [markup`No change this issue listed stands any more: closed by benchgate.`] : [
      markup`The newest runs of ${codeSpan(where.branch)} measure worse than the runs before these commits, by more than the noise threshold; ${STANDING}:`,
      markup``,
      markup`| kind | what | change | ${level} interval | between | first listed at |`,
      markup`|---|---|--:|---|---|---|`,
      ...decision.entries.map((entry2) => row(entry2, where))
    ],
    ...leftOutLine(decision.leftOut),
    ...runnerLines(decision.runnerNotes ?? []),
    ...decision.removed.length === 0 ? [] : [markup``, ...removedLines(decision.removed, where)],
    markup``,
    markup`Found by ${link("this workflow run", where.runUrl)}: its job summary and the artifact ${codeSpan(where.artifact)} hold the whole history.`,
    markup``,
    markup`<sub>Kept by benchgate (${codeSpan("mode: history")}): ${KEPT} ${codeSpan("benchgate history --issue-state")} ${SAME}</sub>`
  ];
  return [marker2, joinMarkdown(lines, markup`\n`).source, stateLine2].join("\n");
}
function renderIssueClosing(removed, where) {
  const lines = [
    markup`No change this issue listed stands any more (${link("this workflow run", where.runUrl)}):`,
    markup``,
    ...removedLines(removed, where),
    markup``,
    markup`Closed by benchgate (${codeSpan("mode: history")}); a new regression opens a new issue.`
  ];
  return joinMarkdown(lines, markup`\n`).source;
}

// src/pipeline/history-issue.ts
var MAX_ISSUE_BODY_CHARS = 65e3;
function historyIssueBody(marker2, decision, where) {
  return renderHistoryIssue(marker2, decision, where, stateLine(decision.state));
}
function issueChange(decision, open, marker2, where) {
  if (decision.action === "open") return { kind: "create", title: historyIssueTitle(where), body: historyIssueBody(marker2, decision, where) };
  if (open === void 0 || decision.action === "none") return { kind: "none", issue: open };
  if (decision.action === "update") return { kind: "update", issue: open, body: historyIssueBody(marker2, decision, where) };
  return { kind: "close", issue: open, comment: renderIssueClosing(decision.removed, where), body: historyIssueBody(marker2, decision, where) };
}
function issueDecisionWithoutIssue(looks) {
  return decideIssue(looks.report, looks.before, void 0, { alpha: looks.report.settings.alpha });
}
function planIssueChange(looks, found, marker2, where) {
  const { state, open } = stateOfIssues(found);
  const fits = (entries) => historyIssueBody(marker2, { entries, removed: [], state: { ...state, entries } }, where).length <= MAX_ISSUE_BODY_CHARS;
  const decision = decideIssue(looks.report, looks.before, state, { alpha: looks.report.settings.alpha }, fits);
  return { decision, change: issueChange(decision, open, marker2, where) };
}

// src/pipeline/history-mode.ts
function historyBranch(run2) {
  if (!run2.tokenGiven) throw new InputError(historyTokenMissingText());
  if (!["push", "schedule", "workflow_dispatch"].includes(run2.eventName) || !run2.ref.startsWith("refs/heads/"))
    throw new InputError(historyEventText(run2.eventName, run2.ref));
  return run2.ref.slice("refs/heads/".length);
}
function storedRuns(baselines, name, notes2) {
  const runs = [];
  for (const { artifact, source } of [...baselines].reverse()) {
    try {
      const set = readStoredSet(source);
      const date = set.context?.date ?? artifact.runCreatedAt;
      const run2 = {
        commit: artifact.headSha,
        ...date !== void 0 && { date },
        ...set.context?.runner !== void 0 && { runner: set.context.runner },
        source: source.name,
        set
      };
      runs.push({ run: run2, runId: artifact.runId });
    } catch (error) {
      if (!(error instanceof ParseError || error instanceof InputError)) throw error;
      notes2.push({ code: "unreadable", artifact: name, runId: artifact.runId, sha: artifact.headSha, problem: errorMessage(error) });
    }
  }
  return runs;
}
function issuePlan(request, report2, before) {
  const looks = { report: report2, before };
  if (request.run.fork) return { kind: "fork", result: { refused: FORK_KEEPS_NO_ISSUE }, decision: issueDecisionWithoutIssue(looks) };
  const { names, branch, run: run2, settings } = request;
  const marker2 = issueMarker(settings.suite, names.key);
  const level = 1 - report2.settings.alpha;
  const where = { title: names.title, branch, repositoryUrl: run2.repositoryUrl, runUrl: run2.runUrl, artifact: names.historyArtifact, level };
  return {
    kind: "keep",
    marker: marker2,
    decide: (found) => {
      const { decision, change: change2 } = planIssueChange(looks, found, marker2, where);
      const write = change2.kind === "create" ? { ...change2, labels: settings.issueLabels, assignees: settings.issueAssignees } : change2;
      return { decision, change: write };
    }
  };
}
function keptHistory(request) {
  const { names, settings, carried, stored } = request;
  if (typeof stored === "string" && !carried.read.found)
    return { kind: "nothing-stored", summary: noHistorySummary(names.title, stored), notice: noHistoryNotice(stored) };
  const notes2 = [...carried.notes, ...typeof stored === "string" ? [] : stored.notes];
  const added = typeof stored === "string" ? [] : storedRuns(stored.baselines, names.baselineArtifact, notes2);
  const log2 = notes2.map(baselineNoteLogLine);
  const forward = carryForward(carried.read, added, settings.window);
  if (forward.runs.length === 0) return { kind: "unreadable", log: log2, message: unreadableHistoryText(names.baselineArtifact, notes2) };
  const analysis = { alpha: settings.alpha, noise: settings.noise };
  const analysed = historyOfRuns(forward.runs, analysis, settings.suite);
  const report2 = forward.warning === void 0 ? analysed : { ...analysed, warnings: [forward.warning, ...analysed.warnings] };
  const title = `${names.title} history`;
  const commitUrl = (sha) => `${request.run.repositoryUrl}/commit/${sha}`;
  const faces = renderHistoryFaces(report2, { json: true, markdown: [{ title, commitUrl, maxChars: request.summaryChars }], html: { title } });
  const counts = { runs: forward.runs.length, commits: report2.commits.length, changes: report2.summary.changes };
  const improvementsStanding = report2.series.reduce(
    (sum, series) => sum + series.changes.filter((change2) => change2.direction === "improvement" && change2.standing).length,
    0
  );
  return {
    kind: "history",
    report: report2,
    log: [...log2, carriedLogLine(forward.remembered), historyLogLine(names.baselineArtifact, counts)],
    artifact: {
      name: names.historyArtifact,
      files: { json: faces.json ?? "", markdown: faces.markdown[0] ?? "", html: faces.html ?? "", carried: forward.text }
    },
    // The look before this one, as `benchgate history --issue-state` takes it: the same runs without the newest commit's.
    issue: issuePlan(request, report2, previousLook(forward.runs, analysis, settings.suite)),
    standing: { regressions: report2.summary.standingRegressions, improvements: improvementsStanding },
    summary: {
      title,
      commitUrl,
      maxChars: request.summaryChars,
      notes: notes2,
      runUrl: request.run.runUrl,
      commits: forward.remembered.commits,
      fork: request.run.fork
    }
  };
}
function historyEnding(kept, delivered) {
  const { summary } = kept;
  const log2 = [];
  if ("failed" in delivered.upload) log2.push({ level: "warning", text: historyUploadFailedLine(delivered.upload.reason) });
  const issueLog = historyIssueLogLine(delivered.issue);
  if (issueLog !== void 0) log2.push({ level: "refused" in delivered.issue && !summary.fork ? "warning" : "info", text: issueLog });
  const footer2 = historyFooter({
    issue: delivered.issue,
    notes: summary.notes,
    upload: delivered.upload,
    artifact: kept.artifact.name,
    runUrl: summary.runUrl,
    commits: summary.commits
  });
  const markdown = renderHistoryMarkdown(kept.report, { title: summary.title, commitUrl: summary.commitUrl, maxChars: summary.maxChars, notes: footer2 });
  return { log: log2, summary: markdown, changePoints: delivered.decision?.added ?? 0 };
}

// src/bisect/midpoint.ts
function judge2(change2, margin) {
  if (change2 === void 0 || change2.low === null || change2.high === null) return "undecided";
  if (change2.low > margin || change2.high < -margin) return "moved";
  if (change2.low >= -margin && change2.high <= margin) return "same";
  return "undecided";
}
var rowKey = (row3) => `${row3.benchmark}\0${row3.metric}`;
function marginOf(step, noise) {
  return Math.min(0.99, Math.max(noise, Math.abs(step) / 2));
}
function atMidpoint({ measured: row3, step }, before, after, ends, noise) {
  const { lo, mid, hi } = ends;
  let low;
  let high;
  const ranges = [];
  const margin = marginOf(step, noise);
  const judged2 = `${judge2(before, margin)}/${judge2(after, margin)}`;
  const range2 = (from, to, change2, why) => ranges.push({ ...change2, before: from, after: to, why });
  const hunted = (measure) => ({ measured: measure, step: judge2(measure, margin) === "moved" ? measure.change : step });
  const lowMoved = judge2(before, noise) === "moved";
  const highMoved = judge2(after, noise) === "moved";
  const own2 = (measure) => ({ measured: measure, step: measure.change });
  if (before !== void 0 && lowMoved && !["moved/same", "moved/moved", "moved/undecided"].includes(judged2)) low = own2(before);
  else if (before !== void 0 && ["moved/same", "moved/moved", "undecided/same", "moved/undecided"].includes(judged2)) low = hunted(before);
  if (after !== void 0 && highMoved && !["same/moved", "moved/moved", "undecided/moved"].includes(judged2)) high = own2(after);
  else if (after !== void 0 && ["same/moved", "moved/moved", "same/undecided", "undecided/moved"].includes(judged2)) high = hunted(after);
  if (judged2 === "moved/undecided" && !highMoved && after !== void 0 && Math.abs(after.change) > margin) range2(mid, hi, after, "undecided");
  if (judged2 === "undecided/moved" && !lowMoved && before !== void 0 && Math.abs(before.change) > margin) range2(lo, mid, before, "undecided");
  if (judged2 === "undecided/undecided" && !lowMoved && !highMoved) range2(lo, hi, row3, "undecided");
  if (judged2 === "same/same" && !lowMoved && !highMoved) range2(lo, hi, row3, "vanished");
  return { low, high, ranges };
}

// src/bisect/plan.ts
var BisectPlanner = class {
  constructor(commits, settings) {
    this.commits = commits;
    this.settings = settings;
    if (commits.length < 2) throw new RangeError("bisect needs two commits at least: good and bad");
    this.last = commits.length - 1;
  }
  commits;
  settings;
  last;
  confirmed = false;
  pending;
  probe;
  segments = [];
  steps = [];
  comparisons = [];
  levels = /* @__PURE__ */ new Map();
  moved = [];
  undecided = [];
  skipped = /* @__PURE__ */ new Map();
  failed;
  /** The next comparison to make, or undefined when the hunt is over. Asked twice, the same request. */
  next() {
    if (this.pending !== void 0) return this.pending;
    if (this.failed !== void 0) return void 0;
    if (this.settings.maxComparisons !== void 0 && this.comparisons.length >= this.settings.maxComparisons) return void 0;
    if (!this.confirmed) return this.pending = { from: 0, to: this.last };
    while (this.probe === void 0) {
      const open = this.segments.find((segment2) => segment2.hi - segment2.lo > 1);
      if (open === void 0) return void 0;
      this.segments = this.segments.filter((segment2) => segment2 !== open);
      const mid2 = this.usableMidpoint(open);
      if (mid2 === void 0) this.rangeOf(open, "skipped");
      else this.probe = { segment: open, mid: mid2 };
    }
    const { segment, mid, first } = this.probe;
    const rows = segment.rows.map(({ measured, step }) => ({
      benchmark: measured.benchmark,
      metric: measured.metric,
      margin: marginOf(step, this.settings.noise)
    }));
    this.pending = first === void 0 ? { from: segment.lo, to: mid, rows } : { from: mid, to: segment.hi, rows };
    return this.pending;
  }
  /** The outcome of the request `next` gave. */
  record(outcome) {
    const request = this.pending;
    if (request === void 0) throw new Error("record: no comparison was asked for");
    this.pending = void 0;
    this.comparisons.push({ from: request.from, to: request.to, ...outcome });
    if (!this.confirmed) {
      this.confirmed = true;
      this.confirm(outcome);
      return;
    }
    const probe = this.probe;
    if (probe.first === void 0) {
      probe.first = outcome;
      return;
    }
    this.probe = void 0;
    this.split(probe.segment, probe.mid, probe.first, outcome);
  }
  /**
   * Commit `commit` could not be built or run, so it is skipped as `git bisect skip` does: the
   * comparison asked for is dropped and its range is split at the usable commit nearest its
   * midpoint instead; a range with none left is said as a range. Good or bad failing ends the hunt.
   */
  skip(commit, reason) {
    this.pending = void 0;
    if (commit === 0 || commit === this.last) {
      this.failed = { commit, reason };
      return;
    }
    this.skipped.set(commit, reason);
    const probe = this.probe;
    if (probe === void 0) return;
    this.probe = void 0;
    if (commit === probe.segment.lo || commit === probe.segment.hi) this.rangeOf(probe.segment, "skipped");
    else this.addSegments([probe.segment]);
  }
  /** The commit of `segment` to split it at: the one nearest its midpoint not skipped (the later first at a tie). */
  usableMidpoint(segment) {
    const middle = Math.floor((segment.lo + segment.hi) / 2);
    for (let offset = 0; offset < segment.hi - segment.lo; offset++)
      for (const mid of offset === 0 ? [middle] : [middle + offset, middle - offset])
        if (mid > segment.lo && mid < segment.hi && !this.skipped.has(mid)) return mid;
    return void 0;
  }
  /** Every row of `segment` as a step somewhere in it, for `why`. */
  rangeOf(segment, why) {
    for (const { measured } of segment.rows) this.steps.push({ ...measured, before: segment.lo, after: segment.hi, why });
  }
  confirm(outcome) {
    for (const row3 of outcome.rows) {
      const judged2 = judge2(row3, this.settings.noise);
      if (judged2 === "moved") this.moved.push(row3);
      else if (judged2 === "undecided") this.undecided.push(row3);
      this.setLevel(row3, 0, 0);
      this.setLevel(row3, this.last, row3.change);
    }
    this.addSegments([{ lo: 0, hi: this.last, rows: this.moved.map((measured) => ({ measured, step: measured.change })) }]);
  }
  /** Each row of `segment` by its midpoint's two comparisons (the table in the class's comment). */
  split(segment, mid, first, second) {
    const low = [];
    const high = [];
    const find = (outcome, row3) => outcome.rows.find((change2) => rowKey(change2) === rowKey(row3));
    for (const hunted of segment.rows) {
      const row3 = hunted.measured;
      const before = find(first, row3);
      const after = find(second, row3);
      if (before !== void 0) this.setLevel(row3, mid, (1 + this.levelOf(row3, segment.lo)) * (1 + before.change) - 1);
      const said = atMidpoint(hunted, before, after, { lo: segment.lo, mid, hi: segment.hi }, this.settings.noise);
      if (said.low !== void 0) low.push(said.low);
      if (said.high !== void 0) high.push(said.high);
      this.steps.push(...said.ranges);
    }
    this.addSegments([
      { lo: segment.lo, hi: mid, rows: low },
      { lo: mid, hi: segment.hi, rows: high }
    ]);
  }
  /** New ranges to hunt, merged with an open one of the same ends; a range of one commit names it. */
  addSegments(segments) {
    for (const segment of segments) {
      if (segment.rows.length === 0) continue;
      if (segment.hi - segment.lo === 1) {
        for (const { measured } of segment.rows) this.steps.push({ ...measured, before: segment.lo, after: segment.hi });
        continue;
      }
      const same = this.segments.findIndex((open) => open.lo === segment.lo && open.hi === segment.hi);
      if (same < 0) this.segments.push(segment);
      else {
        const rows = this.segments[same].rows;
        const known = new Set(rows.map(({ measured }) => rowKey(measured)));
        this.segments[same] = { ...segment, rows: [...rows, ...segment.rows.filter(({ measured }) => !known.has(rowKey(measured)))] };
      }
    }
    this.segments.sort((a, b) => a.lo - b.lo || a.hi - b.hi);
  }
  setLevel(row3, commit, level) {
    const key2 = rowKey(row3);
    const levels2 = this.levels.get(key2) ?? /* @__PURE__ */ new Map();
    if (!levels2.has(commit)) levels2.set(commit, level);
    this.levels.set(key2, levels2);
  }
  levelOf(row3, commit) {
    return this.levels.get(rowKey(row3))?.get(commit) ?? 0;
  }
  /** The ranges still hunted, for progress: each with its rows, lowest first. */
  openRanges() {
    const open = [...this.segments, ...this.probe === void 0 ? [] : [this.probe.segment]];
    return open.map((segment) => ({
      before: segment.lo,
      after: segment.hi,
      rows: segment.rows.map(({ measured }) => ({ benchmark: measured.benchmark, metric: measured.metric }))
    })).sort((a, b) => a.before - b.before);
  }
  /** What the hunt found; `stopped` (the time limit, Ctrl-C) leaves the ranges still open as ranges. */
  result(stopped) {
    const open = [...this.segments, ...this.probe === void 0 ? [] : [this.probe.segment]];
    const budget = this.settings.maxComparisons;
    const cut = stopped ?? (open.some((segment) => segment.hi - segment.lo > 1) && budget !== void 0 ? `the limit of ${budget} comparisons` : void 0);
    const steps = [
      ...this.steps,
      ...open.flatMap((segment) => segment.rows.map(({ measured }) => ({ ...measured, before: segment.lo, after: segment.hi, why: "stopped" })))
    ];
    steps.sort((a, b) => a.after - b.after || a.before - b.before || rowKey(a).localeCompare(rowKey(b)));
    const levels2 = [...this.levels].flatMap(([key2, byCommit]) => {
      const [benchmark = "", metric = ""] = key2.split("\0");
      return [...byCommit].map(([commit, level]) => ({ benchmark, metric, commit, level }));
    });
    levels2.sort((a, b) => a.commit - b.commit || rowKey(a).localeCompare(rowKey(b)));
    const unanswered = !this.confirmed || this.moved.length === 0 && stopped !== void 0;
    const status = this.failed !== void 0 ? "failed" : unanswered ? "unanswered" : cut !== void 0 && open.length > 0 ? "stopped" : this.moved.length === 0 ? "not-reproduced" : "found";
    return {
      status,
      commits: this.commits,
      moved: this.moved,
      undecided: this.undecided,
      steps,
      levels: levels2,
      comparisons: this.comparisons,
      pairs: this.comparisons.reduce((sum, comparison2) => sum + comparison2.pairs, 0),
      ...cut !== void 0 && { stopped: cut },
      skipped: [...this.skipped].sort(([a], [b]) => a - b).map(([commit, reason]) => ({ commit, reason })),
      ...this.failed !== void 0 && { failed: this.failed }
    };
  }
};

// src/report/bisect.ts
var SHORT2 = 12;
var rowName2 = (row3) => `${row3.benchmark} ${row3.metric}`;
var WHY = {
  undecided: "its halves could not be told from its ends",
  vanished: "neither half showed the change: it is not found again within the range",
  // Said when no skipped commit lies inside the range: one of its ends ran once and failed later.
  skipped: "a commit at its end failed when run again (skipped, listed below)",
  stopped: "the hunt stopped before narrowing it"
};
function bisectHeadline(result, noise) {
  const good = (result.commits[0] ?? "").slice(0, SHORT2);
  const bad = (result.commits.at(-1) ?? "").slice(0, SHORT2);
  const threshold = `the noise threshold (${Number((noise * 100).toFixed(2))}%)`;
  if (result.status === "not-reproduced" && result.undecided.length > 0) {
    const undecided = plural(result.undecided.length, "row");
    const more = `more pairs, --max-runs, may decide ${result.undecided.length === 1 ? "it" : "them"}`;
    const apart = `could not be told apart beyond ${threshold} in ${undecided} (${more})`;
    return `does not reproduce: ${good} (good) and ${bad} (bad) ${apart} and do not differ in the others; nothing is blamed`;
  }
  if (result.status === "not-reproduced")
    return `does not reproduce: ${good} (good) and ${bad} (bad) do not differ beyond ${threshold} in the benchmarks compared; nothing is blamed`;
  const sha = (index) => (result.commits[index] ?? "").slice(0, SHORT2);
  if (result.status === "unanswered")
    return `stopped (${result.stopped ?? "early"}) before ${good} (good) and ${bad} (bad) were told apart: nothing is known and nothing is blamed`;
  const failed = result.failed;
  const prefix = failed === void 0 ? "" : `${failed.reason} at ${sha(failed.commit)} (${failed.commit === 0 ? "good" : "bad"}), which every comparison needs; found before: `;
  const exact = result.steps.filter((step) => step.after - step.before === 1).length;
  const ranges = result.steps.length - exact;
  const found = [exact > 0 ? plural(exact, "culprit") : "", ranges > 0 ? plural(ranges, "range") : ""].filter((part) => part !== "").join(" and ");
  const stopped = result.stopped === void 0 ? "" : ` (stopped: ${result.stopped})`;
  const effort = `${plural(result.comparisons.length, "comparison")}, ${plural(result.pairs, "pair")}`;
  return `${prefix}${found === "" ? "nothing found" : found} in ${plural(result.commits.length - 1, "commit")} after ${good}, ${effort}${stopped}`;
}
function stepText(result, step) {
  const size = `${formatPercent(step.change, 1)} ${formatInterval([step.low, step.high])}`;
  const commit = (index) => (result.commits[index] ?? "").slice(0, SHORT2);
  if (step.why === void 0) return `${rowName2(step)}: ${size} at ${commit(step.after)} (commit ${step.after} of ${result.commits.length - 1})`;
  const range2 = `${plural(step.after - step.before, "commit")} after ${commit(step.before)} up to ${commit(step.after)}`;
  if (step.why === "skipped") {
    const skips = skippedIn(result, step).map((skip) => `${skip.reason} at ${commit(skip.commit)}`);
    const inside = skips.length > 0 ? skips : [WHY.skipped];
    return `${rowName2(step)}: ${size}: the first commit with it is one of the ${range2}; ${inside.join("; ")}`;
  }
  return `${rowName2(step)}: ${size} in the ${range2}: ${WHY[step.why]}`;
}
var undecidedRowText = (row3) => `${rowName2(row3)} (${formatPercent(row3.change, 1)})`;
var skippedIn = (result, step) => result.skipped.filter((skip) => skip.commit > step.before && skip.commit < step.after);
function skippedPhrases(result) {
  return result.skipped.map((skip) => `${skip.reason} at ${(result.commits[skip.commit] ?? "").slice(0, SHORT2)}`);
}
function renderBisectText(result, noise) {
  const lines = [`benchgate bisect: ${bisectHeadline(result, noise)}`];
  for (const step of result.steps) lines.push(`  ${stepText(result, step)}`);
  if (result.skipped.length > 0) lines.push(`  skipped, as git bisect skip: ${skippedPhrases(result).join("; ")}`);
  if (result.undecided.length > 0)
    lines.push(
      `  not decided between good and bad, so not hunted: ${result.undecided.map((row3) => `${rowName2(row3)} ${formatPercent(row3.change, 1)}`).join(", ")}`
    );
  const tried = [...new Set(result.levels.map((level) => level.commit))];
  if (tried.length > 0) lines.push("", "Levels relative to good, at the commits measured:");
  for (const commit of tried) {
    const levels2 = result.levels.filter((level) => level.commit === commit).map((level) => `${rowName2(level)} ${formatPercent(level.level, 1)}`);
    lines.push(`  ${String(commit).padStart(3)} ${(result.commits[commit] ?? "").slice(0, SHORT2)}  ${levels2.join(", ")}`);
  }
  return `${lines.join("\n")}
`;
}
function renderBisectMarkdown(result, noise, commitUrl) {
  const commit = (index) => {
    const sha = result.commits[index] ?? "";
    const text3 = codeSpan(sha.slice(0, SHORT2));
    return commitUrl === void 0 ? text3 : link(text3, commitUrl(sha));
  };
  const rows = result.steps.map((step) => {
    const skips = skippedIn(result, step).map((skip) => markup`${skip.reason} at ${commit(skip.commit)}`);
    const inside = skips.length > 0 ? joinMarkdown(skips, markup`; `) : markup`${WHY.skipped}`;
    const where = step.why === void 0 ? markup`${commit(step.after)}` : step.why === "skipped" ? markup`one of ${commit(step.before)}..${commit(step.after)} (${plural(step.after - step.before, "commit")}; ${inside})` : markup`${commit(step.before)}..${commit(step.after)} (${plural(step.after - step.before, "commit")}: ${WHY[step.why]})`;
    return markup`| ${shorten(step.benchmark)} | ${step.metric} | ${formatPercent(step.change, 1)} | ${formatInterval([step.low, step.high])} | ${where} |`;
  });
  const table = rows.length === 0 ? markup`` : markup`\n\n| benchmark | metric | change | interval | first commit with it |\n|---|---|--:|---|---|\n${joinMarkdown(rows, markup`\n`)}`;
  const undecided = result.undecided.length === 0 ? markup`` : markup`\n\nNot decided between good and bad, so not hunted: ${result.undecided.map(undecidedRowText).join(", ")}.`;
  const skipped = result.skipped.length === 0 ? markup`` : markup`\n\nSkipped, as git bisect skip: ${joinMarkdown(
    result.skipped.map((skip) => markup`${skip.reason} at ${commit(skip.commit)}`),
    markup`; `
  )}.`;
  return markup`### benchgate bisect\n\n${bisectHeadline(result, noise)}.${table}${skipped}${undecided}\n`;
}
function renderBisectJson(result, noise) {
  const sha = (index) => result.commits[index] ?? "";
  const json = {
    benchgateBisect: 1,
    status: result.status,
    good: sha(0),
    bad: sha(result.commits.length - 1),
    noise,
    commits: result.commits,
    moved: result.moved,
    undecided: result.undecided,
    steps: result.steps.map((step) => ({
      ...step,
      culprit: step.why === void 0 ? sha(step.after) : null,
      beforeCommit: sha(step.before),
      afterCommit: sha(step.after)
    })),
    levels: result.levels,
    comparisons: result.comparisons.map((comparison2) => ({ from: comparison2.from, to: comparison2.to, pairs: comparison2.pairs, rows: comparison2.rows })),
    pairs: result.pairs,
    ...result.stopped !== void 0 && { stopped: result.stopped },
    skipped: result.skipped.map((skip) => ({ ...skip, sha: sha(skip.commit) })),
    ...result.failed !== void 0 && { failed: { ...result.failed, sha: sha(result.failed.commit) } }
  };
  return `${JSON.stringify(json, null, 2)}
`;
}

// src/pipeline/bisect.ts
function planBisect(commits, noise) {
  return new BisectPlanner(commits, { noise });
}
function renderBisectFaces(result, noise, faces) {
  return {
    headline: bisectHeadline(result, noise),
    markdown: renderBisectMarkdown(result, noise, faces.commitUrl),
    ...faces.json === true && { json: renderBisectJson(result, noise) },
    ...faces.terminal === true && { terminal: renderBisectText(result, noise) }
  };
}

// src/model/reason.ts
var ROW_REASON_FIELDS = {
  "unit-clash": { baselineUnit: "unit", baselineBetter: "better", currentUnit: "unit", currentBetter: "better" },
  "only-current": {},
  "only-baseline": {},
  "no-test": {},
  "not-finite": {},
  "unbounded-ratio": {},
  undecided: { noise: "number", bounded: "boolean" },
  "rate-not-positive": { side: "side", min: "number" },
  "mean-only": { side: "side" },
  "one-run": { baseline: "boolean", current: "boolean" },
  "paired-summary-only": {},
  "paired-run-counts": { baselineRuns: "number", currentRuns: "number" },
  "paired-too-few": {},
  "paired-not-finite": {},
  "rank-zero-pairs": { zeros: "number", pairs: "number", alpha: "number" },
  "rank-too-few": { pairs: "number", alpha: "number", needed: "number" },
  "not-decided-after": { pairs: "number", noise: "number", morePairs: "number?" },
  "shift-untested": {},
  "machine-or-code": { bound: "number?" },
  "job-effect-bound": { bound: "number" },
  "another-job": { rows: "number" },
  "tail-changed": { baselineShare: "number", currentShare: "number", robustChange: "number", plainChange: "number", pAdjusted: "number" }
};
var GATE_REASON_FIELDS = {
  accepted: { what: "accepted", label: "string", by: "string?" },
  "runners-differ-fail": {},
  "runners-differ-neutral": {},
  "could-hide": { rows: "number" }
};

// src/model/warning.ts
var SUMMARY_KINDS = ["mean-sd", "mean", "median"];
var WARNING_CODES = [
  "summary-only",
  "bootstrap-too-few",
  "rank-test-summary-only",
  "rank-test-cannot-flag",
  "one-against-runs",
  "two-runs",
  "exact-difference",
  "zero-baseline",
  "one-run-suite-spread",
  "machine-shift",
  "unpaired-rows",
  "unused-rule",
  "one-go-process",
  "formats-differ",
  "tail-changed",
  "run-median"
];

// src/report/report-reader.ts
var Reader = class {
  constructor(file) {
    this.file = file;
  }
  file;
  fail(path, expected) {
    throw new ParseError({ file: this.file, path }, `expected ${expected}`);
  }
  object(value, path) {
    return typeof value === "object" && value !== null && !Array.isArray(value) ? value : this.fail(path, "an object");
  }
  array(value, path) {
    return Array.isArray(value) ? value : this.fail(path, "a list");
  }
  number(value, path) {
    return typeof value === "number" && Number.isFinite(value) ? value : this.fail(path, "a finite number");
  }
  numberOrNull(value, path) {
    return value === null ? null : this.number(value, path);
  }
  string(value, path, max = 1e4) {
    return typeof value === "string" && value.length <= max ? value : this.fail(path, `a string of at most ${max} characters`);
  }
  optionalString(value, path) {
    return value === void 0 ? void 0 : this.string(value, path);
  }
  /** A unit as the parsers accept one: short, letters, digits and a few signs (units/unit.ts). */
  unit(value, path) {
    return typeof value === "string" && isUnitLike(value) ? value : this.fail(path, UNIT_EXPECTED);
  }
  boolean(value, path) {
    return typeof value === "boolean" ? value : this.fail(path, "true or false");
  }
  oneOf(value, allowed, path) {
    return allowed.includes(value) ? value : this.fail(path, `one of ${allowed.join(", ")}`);
  }
  interval(value, path) {
    if (value === null) return null;
    const [low, high, ...rest] = this.array(value, path);
    if (rest.length > 0) this.fail(path, "two ends");
    return [this.numberOrNull(low, `${path}[0]`), this.numberOrNull(high, `${path}[1]`)];
  }
};
function readWarning(r, value, path) {
  const o = r.object(value, path);
  const code = r.oneOf(o.code, WARNING_CODES, `${path}.code`);
  const n = (key2) => r.number(o[key2], `${path}.${key2}`);
  const s = (key2) => r.string(o[key2], `${path}.${key2}`, 1e3);
  const sideName2 = (key2) => r.oneOf(o[key2], ["baseline", "current"], `${path}.${key2}`);
  switch (code) {
    case "bootstrap-too-few":
    case "rank-test-summary-only":
    case "exact-difference":
    case "zero-baseline":
      return { code };
    case "summary-only":
      return {
        code,
        side: sideName2("side"),
        ...o.runs !== void 0 && { runs: n("runs") },
        ...o.summaryRuns !== void 0 && { summaryRuns: n("summaryRuns") },
        ...o.summary !== void 0 && { summary: r.oneOf(o.summary, SUMMARY_KINDS, `${path}.summary`) }
      };
    case "one-against-runs":
      return { code, single: sideName2("single"), runs: n("runs") };
    case "two-runs":
      return { code, detectable: n("detectable") };
    case "run-median":
      return { code, offBulk: n("offBulk"), runs: n("runs") };
    case "one-run-suite-spread":
      return { code, suiteRows: n("suiteRows") };
    case "unpaired-rows":
      return { code, added: n("added"), removed: n("removed"), shared: n("shared") };
    case "machine-shift":
      return { code, metric: s("metric"), change: n("change"), spread: n("spread") };
    case "formats-differ":
      return { code, baseline: s("baseline"), current: s("current") };
    case "tail-changed":
      return readReason(r, value, path, { "tail-changed": ROW_REASON_FIELDS["tail-changed"] });
    case "rank-test-cannot-flag":
      return {
        code,
        baselineValues: n("baselineValues"),
        currentValues: n("currentValues"),
        smallestP: n("smallestP"),
        threshold: n("threshold"),
        familySize: n("familySize"),
        runsNeeded: n("runsNeeded")
      };
    case "one-go-process":
      return { code, sides: r.array(o.sides, `${path}.sides`).map((side2, i) => r.oneOf(side2, ["baseline", "current"], `${path}.sides[${i}]`)) };
    case "unused-rule":
      return {
        code,
        rule: n("rule"),
        benchmark: s("benchmark"),
        metric: s("metric"),
        examples: r.array(o.examples, `${path}.examples`).map((text3, i) => r.string(text3, `${path}.examples[${i}]`, 1e3))
      };
  }
}
function readReason(r, value, path, fields) {
  const o = r.object(value, path);
  const code = r.oneOf(o.code, Object.keys(fields), `${path}.code`);
  const reason = { code };
  for (const [key2, kind] of Object.entries(fields[code] ?? {})) {
    const at = `${path}.${key2}`;
    const field = o[key2];
    if (kind.endsWith("?") && field === void 0) continue;
    if (kind === "number" || kind === "number?") reason[key2] = r.number(field, at);
    else if (kind === "string" || kind === "string?") reason[key2] = r.string(field, at, 1e3);
    else if (kind === "unit") reason[key2] = r.unit(field, at);
    else if (kind === "boolean") reason[key2] = r.boolean(field, at);
    else if (kind === "side") reason[key2] = r.oneOf(field, ["baseline", "current"], at);
    else if (kind === "better") reason[key2] = r.oneOf(field, BETTER_VALUES, at);
    else reason[key2] = r.oneOf(field, ["regression", "regressions", "undecided", "gate"], at);
  }
  return reason;
}
var readRowReason = (r, value, path) => value === void 0 ? void 0 : readReason(r, value, path, ROW_REASON_FIELDS);

// src/report/read-report.ts
function design(r, value) {
  const o = r.object(value, "$.design");
  const stopped = r.optionalString(o.stopped, "$.design.stopped");
  return {
    kind: r.oneOf(o.kind, ["paired"], "$.design.kind"),
    pairs: r.number(o.pairs, "$.design.pairs"),
    ...o.test !== void 0 && { test: r.oneOf(o.test, ["t", "signed-rank"], "$.design.test") },
    ...o.interleaved !== void 0 && { interleaved: r.boolean(o.interleaved, "$.design.interleaved") },
    ...stopped !== void 0 && { stopped },
    ...o.looks !== void 0 && { looks: r.number(o.looks, "$.design.looks") }
  };
}
function side(r, value, path) {
  const o = r.object(value, path);
  const commit = r.optionalString(o.commit, `${path}.commit`);
  const runner = r.optionalString(o.runner, `${path}.runner`);
  return {
    label: r.string(o.label, `${path}.label`),
    runs: r.number(o.runs, `${path}.runs`),
    ...commit !== void 0 && { commit },
    ...runner !== void 0 && { runner }
  };
}
function stats(r, value, path) {
  if (value === null) return null;
  const o = r.object(value, path);
  const outliers = r.object(o.outliers, `${path}.outliers`);
  const n = (key2) => r.number(o[key2], `${path}.${key2}`);
  return {
    n: n("n"),
    runs: n("runs"),
    samples: n("samples"),
    centre: n("centre"),
    sd: n("sd"),
    min: n("min"),
    max: n("max"),
    median: n("median"),
    gmean: o.gmean === void 0 || o.gmean === null ? void 0 : n("gmean"),
    outliers: {
      mild: r.number(outliers.mild, `${path}.outliers.mild`),
      severe: r.number(outliers.severe, `${path}.outliers.severe`),
      dropped: r.number(outliers.dropped, `${path}.outliers.dropped`)
    },
    summaryOnly: r.boolean(o.summaryOnly, `${path}.summaryOnly`)
  };
}
function row2(r, value, path) {
  const o = r.object(value, path);
  const size = o.sampleSize === null || o.sampleSize === void 0 ? null : r.object(o.sampleSize, `${path}.sampleSize`);
  return {
    benchmark: r.string(o.benchmark, `${path}.benchmark`),
    metric: r.string(o.metric, `${path}.metric`),
    unit: r.unit(o.unit, `${path}.unit`),
    baselineUnit: o.baselineUnit === void 0 ? void 0 : r.unit(o.baselineUnit, `${path}.baselineUnit`),
    better: r.oneOf(o.better, ["lower", "higher"], `${path}.better`),
    centre: r.oneOf(o.centre, ["amean", "hmean"], `${path}.centre`),
    ...o.runCentre !== void 0 && { runCentre: r.oneOf(o.runCentre, ["median"], `${path}.runCentre`) },
    reference: r.number(o.reference, `${path}.reference`),
    baseline: stats(r, o.baseline, `${path}.baseline`),
    current: stats(r, o.current, `${path}.current`),
    change: r.numberOrNull(o.change, `${path}.change`),
    changeCI: r.interval(o.changeCI, `${path}.changeCI`),
    // Reports written before the field have no marginal interval.
    changeCIMarginal: o.changeCIMarginal === void 0 ? null : r.interval(o.changeCIMarginal, `${path}.changeCIMarginal`),
    ratio: r.numberOrNull(o.ratio, `${path}.ratio`),
    changeRaw: o.changeRaw === void 0 ? void 0 : r.number(o.changeRaw, `${path}.changeRaw`),
    changeNet: o.changeNet === void 0 ? void 0 : r.number(o.changeNet, `${path}.changeNet`),
    pValue: r.numberOrNull(o.pValue, `${path}.pValue`),
    pAdjusted: r.numberOrNull(o.pAdjusted, `${path}.pAdjusted`),
    test: r.oneOf(o.test, ["runs", "samples", "one-vs-runs", "exact", "none", "suite", "paired"], `${path}.test`),
    df: r.numberOrNull(o.df, `${path}.df`),
    significant: r.boolean(o.significant, `${path}.significant`),
    verdict: r.oneOf(o.verdict, VERDICTS, `${path}.verdict`),
    reason: readRowReason(r, o.reason, `${path}.reason`),
    sampleSize: size === null ? null : {
      perSide: r.number(size.perSide, `${path}.sampleSize.perSide`),
      unit: r.oneOf(size.unit, ["runs", "samples"], `${path}.sampleSize.unit`),
      change: r.number(size.change, `${path}.sampleSize.change`)
    },
    warnings: r.array(o.warnings, `${path}.warnings`).map((value2, i) => readWarning(r, value2, `${path}.warnings[${i}]`))
  };
}
function suite(r, value, path) {
  const o = r.object(value, path);
  return {
    reference: r.number(o.reference, `${path}.reference`),
    metric: r.string(o.metric, `${path}.metric`),
    unit: r.unit(o.unit, `${path}.unit`),
    better: r.oneOf(o.better, ["lower", "higher"], `${path}.better`),
    rows: r.number(o.rows, `${path}.rows`),
    baselineRuns: r.number(o.baselineRuns, `${path}.baselineRuns`),
    currentRuns: r.number(o.currentRuns, `${path}.currentRuns`),
    change: r.numberOrNull(o.change, `${path}.change`),
    changeCI: r.interval(o.changeCI, `${path}.changeCI`),
    pValue: r.numberOrNull(o.pValue, `${path}.pValue`),
    pAdjusted: r.numberOrNull(o.pAdjusted, `${path}.pAdjusted`),
    verdict: r.oneOf(o.verdict, VERDICTS, `${path}.verdict`),
    reason: readRowReason(r, o.reason, `${path}.reason`),
    priorDf: r.numberOrNull(o.priorDf, `${path}.priorDf`),
    priorSd: r.numberOrNull(o.priorSd, `${path}.priorSd`),
    betweenJobSd: r.number(o.betweenJobSd, `${path}.betweenJobSd`),
    // Absent from the reports of earlier versions: no row was judged against its own history.
    rowSpreadJobs: o.rowSpreadJobs === void 0 ? 0 : r.number(o.rowSpreadJobs, `${path}.rowSpreadJobs`),
    detectable: r.numberOrNull(o.detectable, `${path}.detectable`),
    // Absent from the reports of earlier versions.
    rowsNetted: o.rowsNetted === void 0 ? void 0 : r.boolean(o.rowsNetted, `${path}.rowsNetted`),
    mixture: o.mixture === void 0 ? void 0 : r.boolean(o.mixture, `${path}.mixture`)
  };
}
function readReport(text3, file) {
  const r = new Reader(file);
  let parsed2;
  try {
    parsed2 = JSON.parse(text3);
  } catch {
    throw new ParseError({ file }, "not valid JSON");
  }
  const o = r.object(parsed2, "$");
  if (o.benchgate !== 1) r.fail("$.benchgate", "a benchgate report (benchgate: 1)");
  const summary = r.object(o.summary, "$.summary");
  const count = (key2) => r.number(summary[key2], `$.summary.${key2}`);
  const comparisons = r.array(o.comparisons, "$.comparisons").map((value, i) => row2(r, value, `$.comparisons[${i}]`));
  const baselines = r.array(o.baselines, "$.baselines").map((value, i) => side(r, value, `$.baselines[${i}]`));
  comparisons.forEach((comparison2, i) => {
    if (!Number.isInteger(comparison2.reference) || comparison2.reference < 0 || comparison2.reference >= Math.max(1, baselines.length))
      r.fail(`$.comparisons[${i}].reference`, `an index of $.baselines`);
  });
  return {
    benchgate: 1,
    alpha: r.number(o.alpha, "$.alpha"),
    noise: r.number(o.noise, "$.noise"),
    correction: r.oneOf(o.correction, CORRECTIONS, "$.correction"),
    baseline: side(r, o.baseline, "$.baseline"),
    baselines,
    current: side(r, o.current, "$.current"),
    summary: {
      rows: count("rows"),
      regressions: count("regressions"),
      improvements: count("improvements"),
      unchanged: count("unchanged"),
      noise: count("noise"),
      inconclusive: count("inconclusive"),
      added: count("added"),
      removed: count("removed")
    },
    comparisons,
    suites: o.suites === void 0 ? [] : r.array(o.suites, "$.suites").map((value, i) => suite(r, value, `$.suites[${i}]`)),
    runnersDiffer: r.boolean(o.runnersDiffer, "$.runnersDiffer"),
    // Reports written before the field: their baselines came from other jobs.
    sameJob: o.sameJob === void 0 ? false : r.boolean(o.sameJob, "$.sameJob"),
    gate: r.oneOf(o.gate, ["pass", "fail"], "$.gate"),
    gateReason: o.gateReason === void 0 ? void 0 : readReason(r, o.gateReason, "$.gateReason", GATE_REASON_FIELDS),
    warnings: o.warnings === void 0 ? [] : r.array(o.warnings, "$.warnings").map((value, i) => readWarning(r, value, `$.warnings[${i}]`)),
    ...o.design !== void 0 && { design: design(r, o.design) },
    ...o.headline !== void 0 && { headline: headline2(r, o.headline) }
  };
}
function headline2(r, value) {
  const o = r.object(value, "$.headline");
  const names = (key2) => r.array(o[key2], `$.headline.${key2}`).map((name, i) => r.string(name, `$.headline.${key2}[${i}]`, 1e3));
  return {
    limit: r.number(o.limit, "$.headline.limit"),
    bound: r.numberOrNull(o.bound, "$.headline.bound"),
    certified: r.boolean(o.certified, "$.headline.certified"),
    open: names("open"),
    openCount: r.number(o.openCount, "$.headline.openCount"),
    negligible: names("negligible")
  };
}

// src/pipeline/finished-run.ts
function readFinishedReport(text3, file, policy) {
  return gateOfRows(readReport(text3, file), policy, file);
}
function finishedRunComment(report2, names) {
  return renderMarkdown(report2, { title: names.title, maxChars: COMMENT_BUDGET_CHARS, fullReport: "the pull request run's job summary and HTML report" });
}

// src/report/action-modes.ts
function notFromPullRequestLine(run2, event) {
  return `benchgate: run ${run2.id} was started by ${event || "an unknown event"}, not a pull request: nothing to comment on`;
}
function noReportLine(run2) {
  return `benchgate: run ${run2.id} has no benchgate report artifact`;
}
function postedLogLine(posted, run2) {
  switch (posted.code) {
    case "no-pull-request":
      return {
        level: "info",
        text: logSafe(`benchgate: no open pull request has ${run2.headOwner}:${run2.headBranch} at ${run2.headSha.slice(0, 7)}; ${posted.artifact} is not posted`)
      };
    case "not-posted":
      return { level: "warning", text: `benchgate: ${posted.why}` };
    case "posted":
      return { level: "info", text: `benchgate: comment ${posted.action} on #${posted.pullRequest}: ${posted.url}` };
  }
}
function refusedLines(refused) {
  const warnings = refused.map((reason) => `benchgate: refused the report ${logSafe(reason)}`);
  if (refused.length === 0) return { warnings };
  const what = refused.length === 1 ? "a report artifact was" : `${refused.length} report artifacts were`;
  return { warnings, failed: `benchgate: ${what} refused: ${logSafe(refused[0] ?? "")}` };
}
function postedLine(posted) {
  switch (posted.code) {
    case "no-pull-request":
      return `Not posted: ${posted.artifact} (no open pull request has this run's head).`;
    case "not-posted":
      return `Not posted: ${posted.artifact} (${posted.why}).`;
    case "posted":
      return `Comment ${posted.action} on #${posted.pullRequest} from ${posted.artifact}.`;
  }
}
function renderPostedSummary(runId, posted, notes2, refused) {
  const lines = [...posted.map(postedLine), ...notes2.map((note) => `Note: ${baselineNoteText(note)}.`), ...refused.map((reason) => `Refused: ${reason}.`)];
  return [markup`### benchgate: the reports of run ${String(runId)}`, markup``, ...lines.map((line) => markup`- ${line}`), markup``].map((line) => line.source).join("\n");
}
function calibrationLine(calibration) {
  const rate = `${(calibration.suiteFalseAlarmRate * 100).toFixed(1)}%`;
  const noise = `${(calibration.suiteNoiseNeeded * 100).toFixed(2)}%`;
  return `benchgate: false alarms in ${rate} of ${calibration.splits} splits; a noise threshold of ${noise} keeps them under alpha`;
}
function bisectCommentBody(report2, runUrl, suite2) {
  return markup`${report2}\n${link("The workflow run", runUrl)} (suite ${suite2}).\n`.source;
}
function bisectLogLine(status, posted) {
  return `benchgate bisect: ${status}; ${posted.url === void 0 ? `not commented: ${logSafe(posted.skipped ?? "")}` : `comment: ${posted.url}`}`;
}
function bisectSummary(report2, posted) {
  const where = posted.url === void 0 ? markup`Not commented: ${posted.skipped ?? ""}.` : markup`Commented on the suite's ${link("issue", posted.url)}.`;
  return markup`${report2}\n${where}\n`.source;
}

// src/action/io.ts
var MAX_SUMMARY_CHARS = 33e4;
function runnerFingerprint() {
  const cpu = cpus();
  const image = process.env.ImageOS ?? process.env.RUNNER_OS ?? `${type()} ${release()}`;
  return `${image} ${process.arch}, ${cpu[0]?.model.trim() ?? "unknown CPU"} (${cpu.length} cores), Node ${process.version}`;
}
function readEventPayload(path) {
  if (path === void 0 || path === "") return {};
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    warning(`benchgate could not read the event payload ${path}: ${errorMessage(error)}`);
    return {};
  }
}
function writeLog(line) {
  if (line.level === "warning") warning(line.text);
  else if (line.level === "notice") notice(line.text);
  else info(line.text);
}
function writeSummary(markdown) {
  try {
    const path = process.env.GITHUB_STEP_SUMMARY;
    if (path === void 0 || path === "") throw new Error("GITHUB_STEP_SUMMARY is not set");
    appendFileSync(path, `${markdown}
`);
  } catch (error) {
    warning(`benchgate could not write the job summary: ${errorMessage(error)}`);
  }
}
function setOutputs(verdict, report2, reportPath, commentUrl, baselineSha, history) {
  const counts = outputCounts(report2);
  setOutput("verdict", verdict);
  setOutput("regressions", String(history?.regressions ?? counts.regressions));
  setOutput("improvements", String(history?.improvements ?? counts.improvements));
  setOutput("inconclusive", String(counts.inconclusive));
  setOutput("undecided", String(counts.undecided));
  setOutput("report", reportPath);
  setOutput("comment-url", commentUrl);
  setOutput("baseline-sha", baselineSha);
  setOutput("change-points", String(history?.changePoints ?? 0));
  setOutput("history-json", history?.json ?? "");
}

// src/action/gate-mode.ts
import { join as join2 } from "node:path";

// src/fs/write-output.ts
import { closeSync, openSync, renameSync, rmSync, statSync, writeSync } from "node:fs";
var WRITE_CHUNK_CHARS = 1 << 19;
function isErrnoException(error) {
  return error instanceof Error && typeof error.syscall === "string";
}
function isSpecialFile(path) {
  try {
    return !statSync(path).isFile();
  } catch {
    return false;
  }
}
function fileSink(fd, chunkChars) {
  let buffer;
  let used2 = 0;
  const flush = () => {
    for (let written = 0; written < used2; ) written += writeSync(fd, buffer, written, used2 - written);
    used2 = 0;
  };
  const sink = (text3) => {
    buffer ??= Buffer.allocUnsafe(3 * (Math.min(chunkChars, text3.length) + 1));
    if (used2 + 3 * text3.length <= buffer.length) {
      used2 += buffer.write(text3, used2, "utf8");
      return;
    }
    flush();
    if (buffer.length < 3 * (chunkChars + 1) && text3.length > (buffer.length - 3) / 3) buffer = Buffer.allocUnsafe(3 * (Math.min(chunkChars, text3.length) + 1));
    for (let start = 0; start < text3.length; ) {
      let end = Math.min(text3.length, start + chunkChars);
      const last = text3.charCodeAt(end - 1);
      if (end < text3.length && last >= 55296 && last <= 56319) end += end - 1 > start ? -1 : 1;
      used2 = buffer.write(end - start === text3.length ? text3 : text3.slice(start, end), 0, "utf8");
      if (end < text3.length) flush();
      start = end;
    }
  };
  return { sink, flush };
}
function writeFileFrom(path, option, write, chunkChars = WRITE_CHUNK_CHARS) {
  const temporary = `${path}.benchgate-${process.pid}.tmp`;
  const special = isSpecialFile(path);
  try {
    const fd = openSync(special ? path : temporary, "w");
    try {
      const { sink, flush } = fileSink(fd, chunkChars);
      write(sink);
      flush();
    } finally {
      closeSync(fd);
    }
    if (!special) renameSync(temporary, path);
  } catch (error) {
    if (!special) rmSync(temporary, { force: true });
    if (!isErrnoException(error)) throw error;
    const code = error.code;
    const why = code === "ENOENT" ? "its folder does not exist" : code === "EACCES" ? "permission denied" : code ?? error.message;
    throw new InputError(`${option}: cannot write "${path}": ${why}`);
  }
}
function writeTextFile(path, text3, option, chunkChars = WRITE_CHUNK_CHARS) {
  writeFileFrom(path, option, (sink) => sink(text3), chunkChars);
}

// src/threads/subselection-pool.ts
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
var STALL_MS = 2e3;
function defaultWorkerPath() {
  const path = fileURLToPath(new URL("./subselection-worker.js", import.meta.url));
  return existsSync(path) ? path : void 0;
}
function defaultPoolOptions() {
  return { threads: Math.min(2, availableParallelism()), workerPath: defaultWorkerPath() };
}
var SubselectionPool = class {
  constructor(options = defaultPoolOptions()) {
    this.options = options;
    if (options.threads >= 2 && options.workerPath !== void 0) {
      const { Worker } = process.getBuiltinModule("node:worker_threads");
      this.worker = new Worker(options.workerPath);
      this.worker.on("error", () => void 0);
      this.worker.unref();
    }
  }
  options;
  worker;
  /** Jobs handed to the helper and not yet finished. */
  started = /* @__PURE__ */ new WeakSet();
  /** Hands the jobs to the helper, when there is one and they are enough for it to pay, and returns at once. */
  start(shared) {
    if (this.worker === void 0 || shared.samples < HELPER_MIN_SAMPLES || this.started.has(shared)) return;
    this.started.add(shared);
    this.worker.postMessage(shared);
  }
  /**
   * Writes every job's subselectionMedianMean into shared.results, computing here what the
   * helper has not taken (all of it without a helper), and starts the jobs first if they were
   * not; returns how many jobs the helper computed.
   */
  finish(shared) {
    this.start(shared);
    const helped = this.started.has(shared);
    this.started.delete(shared);
    const jobs = shared.seeds.length;
    const chunks = shared.control[CHUNKS];
    if (!helped || this.options.callerWaits !== true) drainChunks(shared, 1);
    let seen = -1;
    let since = performance.now();
    for (; ; ) {
      const done = Atomics.load(shared.control, DONE);
      if (done >= chunks) break;
      if (done !== seen) {
        seen = done;
        since = performance.now();
      } else if (performance.now() - since > (this.options.stallMs ?? STALL_MS)) {
        for (let chunk2 = 0; chunk2 < chunks; chunk2++) if (Atomics.load(shared.chunkDone, chunk2) === 0) computeChunk(shared, chunk2);
        break;
      }
      Atomics.wait(shared.control, DONE, done, 50);
    }
    let byHelper = 0;
    const size = shared.control[CHUNK_SIZE];
    for (let chunk2 = 0; chunk2 < chunks; chunk2++) if (shared.chunkDone[chunk2] === 2) byHelper += Math.min(jobs, (chunk2 + 1) * size) - chunk2 * size;
    return byHelper;
  }
  /** Ends the helper thread. */
  close() {
    return this.worker?.terminate();
  }
};

// src/fs/read-inputs.ts
import { isAscii } from "node:buffer";
import { closeSync as closeSync2, openSync as openSync2, readFileSync as readFileSync2, readSync, statSync as statSync3 } from "node:fs";
import { posix as posix2 } from "node:path";

// node_modules/tinyglobby/dist/index.mjs
import { readdir, readdirSync, realpath, realpathSync, stat, statSync as statSync2 } from "fs";
import { isAbsolute, posix, resolve as resolve2 } from "path";
import { fileURLToPath as fileURLToPath2 } from "url";

// node_modules/fdir/dist/index.mjs
import { createRequire } from "module";
import { basename, dirname, normalize, relative, resolve, sep } from "path";
import * as nativeFs from "fs";
var __require = /* @__PURE__ */ createRequire(import.meta.url);
function cleanPath(path) {
  let normalized = normalize(path);
  if (normalized.length > 1 && normalized[normalized.length - 1] === sep) normalized = normalized.substring(0, normalized.length - 1);
  return normalized;
}
var SLASHES_REGEX = /[\\/]/g;
function convertSlashes(path, separator) {
  return path.replace(SLASHES_REGEX, separator);
}
var WINDOWS_ROOT_DIR_REGEX = /^[a-z]:[\\/]$/i;
function isRootDirectory(path) {
  return path === "/" || WINDOWS_ROOT_DIR_REGEX.test(path);
}
function normalizePath(path, options) {
  const { resolvePaths, normalizePath: normalizePath$1, pathSeparator } = options;
  const pathNeedsCleaning = process.platform === "win32" && path.includes("/") || path.startsWith(".");
  if (resolvePaths) path = resolve(path);
  if (normalizePath$1 || pathNeedsCleaning) path = cleanPath(path);
  if (path === ".") return "";
  const needsSeperator = path[path.length - 1] !== pathSeparator;
  return convertSlashes(needsSeperator ? path + pathSeparator : path, pathSeparator);
}
function joinPathWithBasePath(filename, directoryPath) {
  return directoryPath + filename;
}
function joinPathWithRelativePath(root, options) {
  return function(filename, directoryPath) {
    const sameRoot = directoryPath.startsWith(root);
    if (sameRoot) return directoryPath.slice(root.length) + filename;
    else return convertSlashes(relative(root, directoryPath), options.pathSeparator) + options.pathSeparator + filename;
  };
}
function joinPath(filename) {
  return filename;
}
function joinDirectoryPath(filename, directoryPath, separator) {
  return directoryPath + filename + separator;
}
function build$7(root, options) {
  const { relativePaths, includeBasePath } = options;
  return relativePaths && root ? joinPathWithRelativePath(root, options) : includeBasePath ? joinPathWithBasePath : joinPath;
}
function pushDirectoryWithRelativePath(root) {
  return function(directoryPath, paths) {
    paths.push(directoryPath.substring(root.length) || ".");
  };
}
function pushDirectoryFilterWithRelativePath(root) {
  return function(directoryPath, paths, filters) {
    const relativePath = directoryPath.substring(root.length) || ".";
    if (filters.every((filter) => filter(relativePath, true))) paths.push(relativePath);
  };
}
var pushDirectory = (directoryPath, paths) => {
  paths.push(directoryPath || ".");
};
var pushDirectoryFilter = (directoryPath, paths, filters) => {
  const path = directoryPath || ".";
  if (filters.every((filter) => filter(path, true))) paths.push(path);
};
var empty$2 = () => {
};
function build$6(root, options) {
  const { includeDirs, filters, relativePaths } = options;
  if (!includeDirs) return empty$2;
  if (relativePaths) return filters && filters.length ? pushDirectoryFilterWithRelativePath(root) : pushDirectoryWithRelativePath(root);
  return filters && filters.length ? pushDirectoryFilter : pushDirectory;
}
var pushFileFilterAndCount = (filename, _paths, counts, filters) => {
  if (filters.every((filter) => filter(filename, false))) counts.files++;
};
var pushFileFilter = (filename, paths, _counts, filters) => {
  if (filters.every((filter) => filter(filename, false))) paths.push(filename);
};
var pushFileCount = (_filename, _paths, counts, _filters) => {
  counts.files++;
};
var pushFile = (filename, paths) => {
  paths.push(filename);
};
var empty$1 = () => {
};
function build$5(options) {
  const { excludeFiles, filters, onlyCounts } = options;
  if (excludeFiles) return empty$1;
  if (filters && filters.length) return onlyCounts ? pushFileFilterAndCount : pushFileFilter;
  else if (onlyCounts) return pushFileCount;
  else return pushFile;
}
var getArray = (paths) => {
  return paths;
};
var getArrayGroup = () => {
  return [""].slice(0, 0);
};
function build$4(options) {
  return options.group ? getArrayGroup : getArray;
}
var groupFiles = (groups, directory, files2) => {
  groups.push({
    directory,
    files: files2,
    dir: directory
  });
};
var empty = () => {
};
function build$3(options) {
  return options.group ? groupFiles : empty;
}
var resolveSymlinksAsync = function(path, state, callback$1) {
  const { queue, fs, options: { suppressErrors } } = state;
  queue.enqueue();
  fs.realpath(path, (error, resolvedPath) => {
    if (error) return queue.dequeue(suppressErrors ? null : error, state);
    fs.stat(resolvedPath, (error$1, stat2) => {
      if (error$1) return queue.dequeue(suppressErrors ? null : error$1, state);
      if (stat2.isDirectory() && isRecursive(path, resolvedPath, state)) return queue.dequeue(null, state);
      callback$1(stat2, resolvedPath);
      queue.dequeue(null, state);
    });
  });
};
var resolveSymlinks = function(path, state, callback$1) {
  const { queue, fs, options: { suppressErrors } } = state;
  queue.enqueue();
  try {
    const resolvedPath = fs.realpathSync(path);
    const stat2 = fs.statSync(resolvedPath);
    if (stat2.isDirectory() && isRecursive(path, resolvedPath, state)) return;
    callback$1(stat2, resolvedPath);
  } catch (e) {
    if (!suppressErrors) throw e;
  }
};
function build$2(options, isSynchronous) {
  if (!options.resolveSymlinks || options.excludeSymlinks) return null;
  return isSynchronous ? resolveSymlinks : resolveSymlinksAsync;
}
function isRecursive(path, resolved, state) {
  if (state.options.useRealPaths) return isRecursiveUsingRealPaths(resolved, state);
  let parent = dirname(path);
  let depth = 1;
  while (parent !== state.root && depth < 2) {
    const resolvedPath = state.symlinks.get(parent);
    const isSameRoot = !!resolvedPath && (resolvedPath === resolved || resolvedPath.startsWith(resolved) || resolved.startsWith(resolvedPath));
    if (isSameRoot) depth++;
    else parent = dirname(parent);
  }
  state.symlinks.set(path, resolved);
  return depth > 1;
}
function isRecursiveUsingRealPaths(resolved, state) {
  return state.visited.includes(resolved + state.options.pathSeparator);
}
var onlyCountsSync = (state) => {
  return state.counts;
};
var groupsSync = (state) => {
  return state.groups;
};
var defaultSync = (state) => {
  return state.paths;
};
var limitFilesSync = (state) => {
  return state.paths.slice(0, state.options.maxFiles);
};
var onlyCountsAsync = (state, error, callback$1) => {
  report(error, callback$1, state.counts, state.options.suppressErrors);
  return null;
};
var defaultAsync = (state, error, callback$1) => {
  report(error, callback$1, state.paths, state.options.suppressErrors);
  return null;
};
var limitFilesAsync = (state, error, callback$1) => {
  report(error, callback$1, state.paths.slice(0, state.options.maxFiles), state.options.suppressErrors);
  return null;
};
var groupsAsync = (state, error, callback$1) => {
  report(error, callback$1, state.groups, state.options.suppressErrors);
  return null;
};
function report(error, callback$1, output, suppressErrors) {
  if (error && !suppressErrors) callback$1(error, output);
  else callback$1(null, output);
}
function build$1(options, isSynchronous) {
  const { onlyCounts, group, maxFiles } = options;
  if (onlyCounts) return isSynchronous ? onlyCountsSync : onlyCountsAsync;
  else if (group) return isSynchronous ? groupsSync : groupsAsync;
  else if (maxFiles) return isSynchronous ? limitFilesSync : limitFilesAsync;
  else return isSynchronous ? defaultSync : defaultAsync;
}
var readdirOpts = { withFileTypes: true };
var walkAsync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
  state.queue.enqueue();
  if (currentDepth < 0) return state.queue.dequeue(null, state);
  const { fs } = state;
  state.visited.push(crawlPath);
  state.counts.directories++;
  fs.readdir(crawlPath || ".", readdirOpts, (error, entries = []) => {
    callback$1(entries, directoryPath, currentDepth);
    state.queue.dequeue(state.options.suppressErrors ? null : error, state);
  });
};
var walkSync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
  const { fs } = state;
  if (currentDepth < 0) return;
  state.visited.push(crawlPath);
  state.counts.directories++;
  let entries = [];
  try {
    entries = fs.readdirSync(crawlPath || ".", readdirOpts);
  } catch (e) {
    if (!state.options.suppressErrors) throw e;
  }
  callback$1(entries, directoryPath, currentDepth);
};
function build(isSynchronous) {
  return isSynchronous ? walkSync : walkAsync;
}
var Queue = class {
  count = 0;
  constructor(onQueueEmpty) {
    this.onQueueEmpty = onQueueEmpty;
  }
  enqueue() {
    this.count++;
    return this.count;
  }
  dequeue(error, output) {
    if (this.onQueueEmpty && (--this.count <= 0 || error)) {
      this.onQueueEmpty(error, output);
      if (error) {
        output.controller.abort();
        this.onQueueEmpty = void 0;
      }
    }
  }
};
var Counter = class {
  _files = 0;
  _directories = 0;
  set files(num) {
    this._files = num;
  }
  get files() {
    return this._files;
  }
  set directories(num) {
    this._directories = num;
  }
  get directories() {
    return this._directories;
  }
  /**
  * @deprecated use `directories` instead
  */
  /* c8 ignore next 3 */
  get dirs() {
    return this._directories;
  }
};
var Aborter = class {
  aborted = false;
  abort() {
    this.aborted = true;
  }
};
var Walker = class {
  root;
  isSynchronous;
  state;
  joinPath;
  pushDirectory;
  pushFile;
  getArray;
  groupFiles;
  resolveSymlink;
  walkDirectory;
  callbackInvoker;
  constructor(root, options, callback$1) {
    this.isSynchronous = !callback$1;
    this.callbackInvoker = build$1(options, this.isSynchronous);
    this.root = normalizePath(root, options);
    this.state = {
      root: isRootDirectory(this.root) ? this.root : this.root.slice(0, -1),
      paths: [""].slice(0, 0),
      groups: [],
      counts: new Counter(),
      options,
      queue: new Queue((error, state) => this.callbackInvoker(state, error, callback$1)),
      symlinks: /* @__PURE__ */ new Map(),
      visited: [""].slice(0, 0),
      controller: new Aborter(),
      fs: options.fs || nativeFs
    };
    this.joinPath = build$7(this.root, options);
    this.pushDirectory = build$6(this.root, options);
    this.pushFile = build$5(options);
    this.getArray = build$4(options);
    this.groupFiles = build$3(options);
    this.resolveSymlink = build$2(options, this.isSynchronous);
    this.walkDirectory = build(this.isSynchronous);
  }
  start() {
    this.pushDirectory(this.root, this.state.paths, this.state.options.filters);
    this.walkDirectory(this.state, this.root, this.root, this.state.options.maxDepth, this.walk);
    return this.isSynchronous ? this.callbackInvoker(this.state, null) : null;
  }
  walk = (entries, directoryPath, depth) => {
    const { paths, options: { filters, resolveSymlinks: resolveSymlinks$1, excludeSymlinks, exclude, maxFiles, signal, useRealPaths, pathSeparator }, controller } = this.state;
    if (controller.aborted || signal && signal.aborted || maxFiles && paths.length > maxFiles) return;
    const files2 = this.getArray(this.state.paths);
    for (let i = 0; i < entries.length; ++i) {
      const entry2 = entries[i];
      if (entry2.isFile() || entry2.isSymbolicLink() && !resolveSymlinks$1 && !excludeSymlinks) {
        const filename = this.joinPath(entry2.name, directoryPath);
        this.pushFile(filename, files2, this.state.counts, filters);
      } else if (entry2.isDirectory()) {
        let path = joinDirectoryPath(entry2.name, directoryPath, this.state.options.pathSeparator);
        if (exclude && exclude(entry2.name, path)) continue;
        this.pushDirectory(path, paths, filters);
        this.walkDirectory(this.state, path, path, depth - 1, this.walk);
      } else if (this.resolveSymlink && entry2.isSymbolicLink()) {
        let path = joinPathWithBasePath(entry2.name, directoryPath);
        this.resolveSymlink(path, this.state, (stat2, resolvedPath) => {
          if (stat2.isDirectory()) {
            resolvedPath = normalizePath(resolvedPath, this.state.options);
            if (exclude && exclude(entry2.name, useRealPaths ? resolvedPath : path + pathSeparator)) return;
            this.walkDirectory(this.state, resolvedPath, useRealPaths ? resolvedPath : path + pathSeparator, depth - 1, this.walk);
          } else {
            resolvedPath = useRealPaths ? resolvedPath : path;
            const filename = basename(resolvedPath);
            const directoryPath$1 = normalizePath(dirname(resolvedPath), this.state.options);
            resolvedPath = this.joinPath(filename, directoryPath$1);
            this.pushFile(resolvedPath, files2, this.state.counts, filters);
          }
        });
      }
    }
    this.groupFiles(this.state.groups, directoryPath, files2);
  };
};
function promise(root, options) {
  return new Promise((resolve$1, reject) => {
    callback(root, options, (err, output) => {
      if (err) return reject(err);
      resolve$1(output);
    });
  });
}
function callback(root, options, callback$1) {
  let walker = new Walker(root, options, callback$1);
  walker.start();
}
function sync(root, options) {
  const walker = new Walker(root, options);
  return walker.start();
}
var APIBuilder = class {
  constructor(root, options) {
    this.root = root;
    this.options = options;
  }
  withPromise() {
    return promise(this.root, this.options);
  }
  withCallback(cb) {
    callback(this.root, this.options, cb);
  }
  sync() {
    return sync(this.root, this.options);
  }
};
var pm = null;
var Builder = class {
  globCache = {};
  options = {
    maxDepth: Infinity,
    suppressErrors: true,
    pathSeparator: sep,
    filters: []
  };
  globFunction;
  constructor(options) {
    this.options = {
      ...this.options,
      ...options
    };
    this.globFunction = this.options.globFunction;
  }
  group() {
    this.options.group = true;
    return this;
  }
  withPathSeparator(separator) {
    this.options.pathSeparator = separator;
    return this;
  }
  withBasePath() {
    this.options.includeBasePath = true;
    return this;
  }
  withRelativePaths() {
    this.options.relativePaths = true;
    return this;
  }
  withDirs() {
    this.options.includeDirs = true;
    return this;
  }
  withMaxDepth(depth) {
    this.options.maxDepth = depth;
    return this;
  }
  withMaxFiles(limit) {
    this.options.maxFiles = limit;
    return this;
  }
  withFullPaths() {
    this.options.resolvePaths = true;
    this.options.includeBasePath = true;
    return this;
  }
  withErrors() {
    this.options.suppressErrors = false;
    return this;
  }
  withSymlinks({ resolvePaths = true } = {}) {
    this.options.resolveSymlinks = true;
    this.options.useRealPaths = resolvePaths;
    return this.withFullPaths();
  }
  withAbortSignal(signal) {
    this.options.signal = signal;
    return this;
  }
  normalize() {
    this.options.normalizePath = true;
    return this;
  }
  filter(predicate) {
    this.options.filters.push(predicate);
    return this;
  }
  onlyDirs() {
    this.options.excludeFiles = true;
    this.options.includeDirs = true;
    return this;
  }
  exclude(predicate) {
    this.options.exclude = predicate;
    return this;
  }
  onlyCounts() {
    this.options.onlyCounts = true;
    return this;
  }
  crawl(root) {
    return new APIBuilder(root || ".", this.options);
  }
  withGlobFunction(fn) {
    this.globFunction = fn;
    return this;
  }
  /**
  * @deprecated Pass options using the constructor instead:
  * ```ts
  * new fdir(options).crawl("/path/to/root");
  * ```
  * This method will be removed in v7.0
  */
  /* c8 ignore next 4 */
  crawlWithOptions(root, options) {
    this.options = {
      ...this.options,
      ...options
    };
    return new APIBuilder(root || ".", this.options);
  }
  glob(...patterns) {
    if (this.globFunction) return this.globWithOptions(patterns);
    return this.globWithOptions(patterns, ...[{ dot: true }]);
  }
  globWithOptions(patterns, ...options) {
    const globFn = this.globFunction || pm;
    if (!globFn) throw new Error("Please specify a glob function to use glob matching.");
    var isMatch = this.globCache[patterns.join("\0")];
    if (!isMatch) {
      isMatch = globFn(patterns, ...options);
      this.globCache[patterns.join("\0")] = isMatch;
    }
    this.options.filters.push((path) => isMatch(path));
    return this;
  }
};

// node_modules/tinyglobby/dist/index.mjs
var import_picomatch = __toESM(require_picomatch2(), 1);
var isReadonlyArray = Array.isArray;
var BACKSLASHES = /\\/g;
var DRIVE_RELATIVE_PATH = /^[A-Za-z]:$/;
var isWin = process.platform === "win32";
var ONLY_PARENT_DIRECTORIES = /^(\/?\.\.)+$/;
function getPartialMatcher(patterns, options = {}) {
  const patternsCount = patterns.length;
  const patternsParts = Array(patternsCount);
  const matchers = Array(patternsCount);
  let i, j;
  for (i = 0; i < patternsCount; i++) {
    const parts = splitPattern(patterns[i]);
    patternsParts[i] = parts;
    const partsCount = parts.length;
    const partMatchers = Array(partsCount);
    for (j = 0; j < partsCount; j++) partMatchers[j] = (0, import_picomatch.default)(parts[j], options);
    matchers[i] = partMatchers;
  }
  return (input) => {
    const inputParts = input.split("/");
    if (inputParts[0] === ".." && ONLY_PARENT_DIRECTORIES.test(input)) return true;
    for (i = 0; i < patternsCount; i++) {
      const patternParts = patternsParts[i];
      const matcher = matchers[i];
      const inputPatternCount = inputParts.length;
      const minParts = Math.min(inputPatternCount, patternParts.length);
      j = 0;
      while (j < minParts) {
        const part = patternParts[j];
        if (part.includes("/")) return true;
        if (!matcher[j](inputParts[j])) break;
        if (!options.noglobstar && part === "**") return true;
        j++;
      }
      if (j === inputPatternCount) return true;
    }
    return false;
  };
}
var WIN32_ROOT_DIR = /^[A-Z]:\/$/i;
var isRoot = isWin ? (p) => WIN32_ROOT_DIR.test(p) : (p) => p === "/";
function buildFormat(cwd, root, absolute) {
  if (cwd === root || root.startsWith(`${cwd}/`)) {
    if (absolute) {
      const start = cwd.length + +!isRoot(cwd);
      return (p, isDir) => p.slice(start, isDir ? -1 : void 0) || ".";
    }
    const prefix = root.slice(cwd.length + 1);
    if (prefix) return (p, isDir) => {
      if (p === ".") return prefix;
      const result = `${prefix}/${p}`;
      return isDir ? result.slice(0, -1) : result;
    };
    return (p, isDir) => isDir && p !== "." ? p.slice(0, -1) : p;
  }
  if (absolute) return (p) => posix.relative(cwd, p) || ".";
  return (p) => posix.relative(cwd, `${root}/${p}`) || ".";
}
function buildRelative(cwd, root) {
  if (root.startsWith(`${cwd}/`)) {
    const prefix = root.slice(cwd.length + 1);
    return (p) => `${prefix}/${p}`;
  }
  return (p) => {
    const result = posix.relative(cwd, `${root}/${p}`);
    return p[p.length - 1] === "/" && result !== "" ? `${result}/` : result || ".";
  };
}
function ensureNonDriveRelativePath(path) {
  return path.replace(DRIVE_RELATIVE_PATH, (match) => `${match}/`);
}
var splitPatternOptions = { parts: true };
function splitPattern(path) {
  var _result$parts;
  const result = import_picomatch.default.scan(path, splitPatternOptions);
  return ((_result$parts = result.parts) === null || _result$parts === void 0 ? void 0 : _result$parts.length) ? result.parts : [path];
}
var POSIX_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}*?|]|^!|[!+@](?=\()|\\(?![()[\]{}!*+?@|]))/g;
var WIN32_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}]|^!|[!+@](?=\())/g;
var escapePosixPath = (path) => path.replace(POSIX_UNESCAPED_GLOB_SYMBOLS, "\\$&");
var escapeWin32Path = (path) => path.replace(WIN32_UNESCAPED_GLOB_SYMBOLS, "\\$&");
var escapePath = isWin ? escapeWin32Path : escapePosixPath;
function isDynamicPattern(pattern, options) {
  if ((options === null || options === void 0 ? void 0 : options.caseSensitiveMatch) === false) return true;
  const scan = import_picomatch.default.scan(pattern);
  return scan.isGlob || scan.negated;
}
function log(...tasks) {
  console.log(`[tinyglobby ${(/* @__PURE__ */ new Date()).toLocaleTimeString("es")}]`, ...tasks);
}
function ensureStringArray(value) {
  return typeof value === "string" ? [value] : value !== null && value !== void 0 ? value : [];
}
var PARENT_DIRECTORY = /^(\/?\.\.)+/;
var ESCAPING_BACKSLASHES = /\\(?=[()[\]{}!*+?@|])/g;
function normalizePattern(pattern, opts, props, isIgnore) {
  var _PARENT_DIRECTORY$exe;
  const cwd = opts.cwd;
  let result = pattern;
  if (pattern[pattern.length - 1] === "/") result = pattern.slice(0, -1);
  if (result[result.length - 1] !== "*" && opts.expandDirectories) result += "/**";
  const escapedCwd = escapePath(cwd);
  result = isAbsolute(result.replace(ESCAPING_BACKSLASHES, "")) ? posix.relative(escapedCwd, result) : posix.normalize(result);
  const parentDir = (_PARENT_DIRECTORY$exe = PARENT_DIRECTORY.exec(result)) === null || _PARENT_DIRECTORY$exe === void 0 ? void 0 : _PARENT_DIRECTORY$exe[0];
  const parts = splitPattern(result);
  if (parentDir) {
    const n = (parentDir.length + 1) / 3;
    let i = 0;
    const cwdParts = escapedCwd.split("/");
    while (i < n && parts[i + n] === cwdParts[cwdParts.length + i - n]) {
      result = result.slice(0, (n - i - 1) * 3) + result.slice((n - i) * 3 + parts[i + n].length + 1) || ".";
      i++;
    }
    const potentialRoot = posix.join(cwd, parentDir.slice(i * 3));
    if (potentialRoot[0] !== "." && props.root.length > potentialRoot.length) {
      props.root = ensureNonDriveRelativePath(potentialRoot);
      props.depthOffset = -n + i;
    }
  }
  if (!isIgnore && props.depthOffset >= 0) {
    var _props$commonPath;
    (_props$commonPath = props.commonPath) !== null && _props$commonPath !== void 0 || (props.commonPath = parts);
    const newCommonPath = [];
    const length = Math.min(props.commonPath.length, parts.length);
    for (let i = 0; i < length; i++) {
      const part = parts[i];
      if (part === "**" && !parts[i + 1]) {
        newCommonPath.pop();
        break;
      }
      if (i === parts.length - 1 || part !== props.commonPath[i] || isDynamicPattern(part)) break;
      newCommonPath.push(part);
    }
    props.depthOffset = newCommonPath.length;
    props.commonPath = newCommonPath;
    props.root = ensureNonDriveRelativePath(newCommonPath.length > 0 ? posix.join(cwd, ...newCommonPath) : cwd);
  }
  return result;
}
function processPatterns(options, patterns, props) {
  const matchPatterns = [];
  const ignorePatterns = [];
  for (const pattern of options.ignore) {
    if (!pattern) continue;
    if (pattern[0] !== "!" || pattern[1] === "(") ignorePatterns.push(normalizePattern(pattern, options, props, true));
  }
  for (const pattern of patterns) {
    if (!pattern) continue;
    if (pattern[0] !== "!" || pattern[1] === "(") matchPatterns.push(normalizePattern(pattern, options, props, false));
    else if (pattern[1] !== "!" || pattern[2] === "(") ignorePatterns.push(normalizePattern(pattern.slice(1), options, props, true));
  }
  return {
    match: matchPatterns,
    ignore: ignorePatterns
  };
}
function buildCrawler(options, patterns) {
  const cwd = options.cwd;
  const props = {
    root: cwd,
    depthOffset: 0
  };
  const processed = processPatterns(options, patterns, props);
  if (options.debug) log("internal processing patterns:", processed);
  const { absolute, caseSensitiveMatch, debug, dot, followSymbolicLinks, onlyDirectories } = options;
  const root = props.root.replace(BACKSLASHES, "");
  const matchOptions = {
    dot,
    nobrace: options.braceExpansion === false,
    nocase: !caseSensitiveMatch,
    noextglob: options.extglob === false,
    noglobstar: options.globstar === false,
    posix: true
  };
  const matcher = (0, import_picomatch.default)(processed.match, matchOptions);
  const ignore = (0, import_picomatch.default)(processed.ignore, matchOptions);
  const partialMatcher = getPartialMatcher(processed.match, matchOptions);
  const format = buildFormat(cwd, root, absolute);
  const excludeFormatter = absolute ? format : buildFormat(cwd, root, true);
  const excludePredicate = (_, p) => {
    const relativePath = excludeFormatter(p, true);
    return relativePath !== "." && !partialMatcher(relativePath) || ignore(relativePath);
  };
  let maxDepth;
  if (options.deep !== void 0) maxDepth = Math.round(options.deep - props.depthOffset);
  const crawler = new Builder({
    filters: [debug ? (p, isDirectory) => {
      const path = format(p, isDirectory);
      const matches = matcher(path) && !ignore(path);
      if (matches) log(`matched ${path}`);
      return matches;
    } : (p, isDirectory) => {
      const path = format(p, isDirectory);
      return matcher(path) && !ignore(path);
    }],
    exclude: debug ? (_, p) => {
      const skipped = excludePredicate(_, p);
      log(`${skipped ? "skipped" : "crawling"} ${p}`);
      return skipped;
    } : excludePredicate,
    fs: options.fs,
    pathSeparator: "/",
    relativePaths: !absolute,
    resolvePaths: absolute,
    includeBasePath: absolute,
    resolveSymlinks: followSymbolicLinks,
    excludeSymlinks: !followSymbolicLinks,
    excludeFiles: onlyDirectories,
    includeDirs: onlyDirectories || !options.onlyFiles,
    maxDepth,
    signal: options.signal
  }).crawl(root);
  if (options.debug) log("internal properties:", {
    ...props,
    root
  });
  return [crawler, cwd !== root && !absolute && buildRelative(cwd, root)];
}
function formatPaths(paths, mapper) {
  if (mapper) for (let i = paths.length - 1; i >= 0; i--) paths[i] = mapper(paths[i]);
  return paths;
}
var defaultOptions = {
  caseSensitiveMatch: true,
  debug: !!process.env.TINYGLOBBY_DEBUG,
  expandDirectories: true,
  followSymbolicLinks: true,
  onlyFiles: true
};
function getOptions(options) {
  const opts = Object.assign({}, options);
  for (const key2 in defaultOptions) if (opts[key2] === void 0) Object.assign(opts, { [key2]: defaultOptions[key2] });
  opts.cwd = (opts.cwd instanceof URL ? fileURLToPath2(opts.cwd) : resolve2(opts.cwd || process.cwd())).replace(BACKSLASHES, "/");
  opts.ignore = ensureStringArray(opts.ignore);
  opts.fs && (opts.fs = {
    readdir: opts.fs.readdir || readdir,
    readdirSync: opts.fs.readdirSync || readdirSync,
    realpath: opts.fs.realpath || realpath,
    realpathSync: opts.fs.realpathSync || realpathSync,
    stat: opts.fs.stat || stat,
    statSync: opts.fs.statSync || statSync2
  });
  if (opts.debug) log("globbing with options:", opts);
  return opts;
}
function getCrawler(globInput, inputOptions = {}) {
  var _ref;
  if (globInput && (inputOptions === null || inputOptions === void 0 ? void 0 : inputOptions.patterns)) throw new Error("Cannot pass patterns as both an argument and an option");
  const isModern = isReadonlyArray(globInput) || typeof globInput === "string";
  const patterns = ensureStringArray((_ref = isModern ? globInput : globInput.patterns) !== null && _ref !== void 0 ? _ref : "**/*");
  const options = getOptions(isModern ? inputOptions : globInput);
  return patterns.length > 0 ? buildCrawler(options, patterns) : [];
}
function globSync(globInput, options) {
  const [crawler, relative2] = getCrawler(globInput, options);
  return crawler ? formatPaths(crawler.sync(), relative2) : [];
}

// src/fs/read-inputs.ts
var GLOB_CHARS = /[*?[\]{}]/;
var PATTERN_CHARS = /[*?[\]{}()!+@\\]/;
function globOutside(pattern) {
  const parts = pattern.split("/");
  let fixed2 = 0;
  while (fixed2 < parts.length - 1 && !PATTERN_CHARS.test(parts[fixed2] ?? "")) fixed2++;
  if (fixed2 === 0) return void 0;
  const cwd = process.cwd();
  const dir = posix2.resolve(cwd, parts.slice(0, fixed2).join("/") || "/");
  const fromCwd = posix2.relative(cwd, dir);
  if (fromCwd !== ".." && !fromCwd.startsWith("../")) return void 0;
  const rest = parts.slice(fixed2).join("/");
  if (rest.startsWith("**")) return void 0;
  return globSync(rest, { cwd: dir, onlyFiles: false, expandDirectories: false }).map((match) => {
    const path = posix2.relative(cwd, `${dir}/${match}`);
    return match.endsWith("/") && path !== "" ? `${path}/` : path || ".";
  });
}
function readDirectory(path, option) {
  const names = globSync("**/new/{sample,benchmark}.json", { cwd: path, onlyFiles: true, expandDirectories: false }).sort();
  if (names.length === 0)
    throw new InputError(
      `${option}: "${path}" is a directory; name the files in it (for example "${path}/*.json"), or give a Criterion.rs target/criterion directory`
    );
  return {
    name: path.replace(/\/+$/, ""),
    text: "",
    entries: names.map((name) => ({ name, text: decodeText(readFileSync2(`${path}/${name}`), name, option) }))
  };
}
function checkText(bytes, path, option) {
  if (bytes[0] === 255 && bytes[1] === 254 || bytes[0] === 254 && bytes[1] === 255) {
    throw new InputError(`${option}: "${path}" is UTF-16 text; save it as UTF-8 (for example: iconv -f UTF-16 -t UTF-8)`);
  }
  if (bytes.subarray(0, 8192).includes(0))
    throw new InputError(`${option}: "${path}" is not text (it holds binary data); give the benchmark tool's text or JSON output`);
}
function utf8Text(bytes) {
  const text3 = isAscii(bytes) ? bytes.toString("latin1") : bytes.toString("utf8");
  return text3.charCodeAt(0) === 65279 ? text3.slice(1) : text3;
}
function decodeText(bytes, path, option) {
  checkText(bytes, path, option);
  return utf8Text(bytes);
}
function readError(error, path, option) {
  if (error instanceof InputError) return error;
  const code = error.code;
  const why = code === "ENOENT" ? "no such file" : code === "EACCES" ? "permission denied" : error.message;
  return new InputError(`${option}: cannot read "${path}": ${why}`);
}
function readHead(path, length) {
  const fd = openSync2(path, "r");
  try {
    const head = Buffer.alloc(length);
    return head.subarray(0, readSync(fd, head, 0, length, 0));
  } finally {
    closeSync2(fd);
  }
}
var SHARED_READ_LIMIT = 16 * 1024 * 1024;
var ReadBuffer = class {
  buffer;
  borrower;
  /** The bytes of the file at `path` (`size` when it was listed), in the shared buffer when it is free and the file small enough. */
  read(path, size, borrower) {
    if (this.borrower !== void 0 || size > SHARED_READ_LIMIT) return readFileSync2(path);
    let buffer = this.room(size + 1, 0);
    const fd = openSync2(path, "r");
    let used2 = 0;
    try {
      for (; ; ) {
        if (used2 === buffer.length) buffer = this.room(2 * used2, used2);
        const read = readSync(fd, buffer, used2, buffer.length - used2, null);
        if (read === 0) break;
        used2 += read;
      }
    } finally {
      closeSync2(fd);
    }
    this.borrower = borrower;
    return buffer.subarray(0, used2);
  }
  /** The buffer, with room for `wanted` bytes and its first `keep` bytes kept. */
  room(wanted, keep) {
    const old = this.buffer;
    if (old !== void 0 && old.length >= wanted) return old;
    const buffer = Buffer.allocUnsafeSlow(old === void 0 ? wanted : Math.max(wanted, Math.min(2 * old.length, SHARED_READ_LIMIT + 1)));
    old?.copy(buffer, 0, 0, keep);
    this.buffer = buffer;
    return buffer;
  }
  /** Takes the buffer back from `borrower`, if it holds it. */
  giveBack(borrower) {
    if (this.borrower === borrower) this.borrower = void 0;
  }
};
var processReadBuffer = new ReadBuffer();
function fileSource(path, size, option, readBuffer) {
  let head;
  let bytes;
  let text3;
  const reading = (read) => {
    try {
      return read();
    } catch (error) {
      throw readError(error, path, option);
    }
  };
  const firstBytes = () => {
    if (head === void 0) {
      head = bytes?.subarray(0, HEAD_LENGTH) ?? reading(() => readHead(path, HEAD_LENGTH));
      checkText(head, path, option);
    }
    return head;
  };
  const borrower = {};
  const allBytes = () => {
    firstBytes();
    bytes ??= reading(() => readBuffer.read(path, size, borrower));
    return bytes;
  };
  return {
    name: path,
    size,
    head: (length) => length <= HEAD_LENGTH ? firstBytes().subarray(0, length) : allBytes().subarray(0, length),
    get bytes() {
      return allBytes();
    },
    get text() {
      if (text3 === void 0) {
        firstBytes();
        text3 = utf8Text(bytes ?? reading(() => readBuffer.read(path, size, borrower)));
        if (bytes === void 0) readBuffer.giveBack(borrower);
      }
      return text3;
    },
    release() {
      head = void 0;
      bytes = void 0;
      text3 = void 0;
      readBuffer.giveBack(borrower);
    }
  };
}
function readOne(path, option, readBuffer) {
  try {
    const stats2 = statSync3(path);
    if (stats2.isDirectory()) return readDirectory(path, option);
    if (!stats2.isFile()) throw new InputError(`${option}: "${path}" is not a regular file (a pipe, socket or device); write the output to a file first`);
    return fileSource(path, stats2.size, option, readBuffer);
  } catch (error) {
    throw readError(error, path, option);
  }
}
function readInputFiles(patterns, option, readBuffer = processReadBuffer) {
  const paths = [];
  for (const pattern of patterns) {
    if (!GLOB_CHARS.test(pattern)) {
      paths.push(pattern);
      continue;
    }
    const matches = (process.platform === "win32" ? void 0 : globOutside(pattern)) ?? globSync(pattern, { onlyFiles: false, expandDirectories: false });
    matches.sort();
    if (matches.length === 0) throw new InputError(`${option}: "${pattern}" matched no files`);
    for (const match of matches) paths.push(match);
  }
  const seen = /* @__PURE__ */ new Set();
  for (const path of paths) {
    if (seen.has(path)) throw new InputError(`${option}: "${path}" is given twice; every file is one run, so each may appear once`);
    seen.add(path);
  }
  return paths.map((path) => readOne(path, option, readBuffer));
}

// src/fs/machine-port.ts
var MACHINE_PORT = { readFiles: readInputFiles, startPool: () => new SubselectionPool() };

// src/github/context.ts
var object = (value) => typeof value === "object" && value !== null ? value : {};
var text = (value) => typeof value === "string" ? value : "";
function readActionContext(env, payload) {
  const [owner = "", repo = ""] = (env.GITHUB_REPOSITORY ?? "").split("/");
  const event = object(payload);
  const pr = object(event.pull_request);
  const repository = object(event.repository);
  const base = object(pr.base);
  const head = object(pr.head);
  const number = typeof pr.number === "number" ? pr.number : void 0;
  const group = object(event.merge_group);
  const completed = object(event.workflow_run);
  return {
    eventName: env.GITHUB_EVENT_NAME ?? "",
    sha: env.GITHUB_SHA ?? "",
    ref: env.GITHUB_REF ?? "",
    owner,
    repo,
    runId: Number(env.GITHUB_RUN_ID ?? 0),
    serverUrl: env.GITHUB_SERVER_URL ?? "https://github.com",
    defaultBranch: text(repository.default_branch) || void 0,
    fork: repository.fork === true,
    pullRequest: number === void 0 ? void 0 : {
      number,
      baseRef: text(base.ref),
      baseSha: text(base.sha),
      headSha: text(head.sha),
      fromFork: text(object(head.repo).full_name) !== "" && text(object(head.repo).full_name) !== `${owner}/${repo}`,
      labels: Array.isArray(pr.labels) ? pr.labels.map((label) => text(object(label).name)).filter((name) => name !== "") : []
    },
    mergeGroup: env.GITHUB_EVENT_NAME === "merge_group" && text(group.base_sha) !== "" ? { baseSha: text(group.base_sha), baseRef: text(group.base_ref).replace(/^refs\/heads\//, ""), headSha: text(group.head_sha) } : void 0,
    workflowRun: env.GITHUB_EVENT_NAME === "workflow_run" && typeof completed.id === "number" ? {
      id: completed.id,
      event: text(completed.event),
      headSha: text(completed.head_sha),
      headBranch: text(completed.head_branch),
      headOwner: text(object(object(completed.head_repository).owner).login)
    } : void 0,
    runAttempt: Number(env.GITHUB_RUN_ATTEMPT ?? 1) || 1,
    job: env.GITHUB_JOB ?? "",
    runnerName: env.RUNNER_NAME ?? ""
  };
}
function isBaseBranchRun(context) {
  if (!["push", "schedule", "workflow_dispatch"].includes(context.eventName)) return false;
  return context.defaultBranch === void 0 || context.ref === `refs/heads/${context.defaultBranch}`;
}

// src/model/leg.ts
function legNames(suite2, key2) {
  const suffix = key2 === "" ? "" : `-${key2}`;
  return {
    suite: suite2,
    key: key2,
    baselineArtifact: `benchgate-${suite2}${suffix}`,
    reportArtifact: `benchgate-report-${suite2}${suffix}`,
    historyArtifact: `benchgate-history-${suite2}${suffix}`,
    title: `benchgate ${suite2}${key2 === "" ? "" : ` (${key2})`}`
  };
}

// src/options/declaration.ts
var declare = (declaration) => declaration;
var text2 = (value) => value;
var trimmed = (value) => value.trim();
var files = (groups) => groups.flat();
var REPORTING = ["compare", "calibrate"];

// src/suggest.ts
function closest(word, candidates) {
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best;
  let bestDistance = limit + 1;
  for (const candidate2 of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate2.toLowerCase());
    if (distance < bestDistance) {
      best = candidate2;
      bestDistance = distance;
    }
  }
  return best ?? onlyExtension(word, candidates);
}
function onlyExtension(word, candidates) {
  const start = word.toLowerCase().replace(/^-+/, "");
  if (start.length < 3) return void 0;
  const found = candidates.filter((candidate2) => candidate2.toLowerCase().replace(/^-+/, "").startsWith(start));
  return found.length === 1 ? found[0] : void 0;
}
function editDistance(a, b) {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d = new Array(rows * cols).fill(0);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[(i - 1) * cols + j] + 1, d[i * cols + j - 1] + 1, d[(i - 1) * cols + j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, d[(i - 2) * cols + j - 2] + 1);
      d[i * cols + j] = value;
    }
  }
  return d[rows * cols - 1];
}
function didYouMean(word, candidates, quote2 = (text3) => `"${text3}"`) {
  const match = closest(word, candidates);
  return match === void 0 ? "" : ` (did you mean ${quote2(match)}?)`;
}

// src/settings.ts
function parseAlpha(text3, option) {
  const value = Number(text3.trim());
  if (text3.trim() === "" || !Number.isFinite(value) || value <= 0 || value >= 1) {
    throw new InputError(`${option}: expected a significance level between 0 and 1 (exclusive), such as 0.05; got "${text3}"`);
  }
  return value;
}
function parseNoise(text3, option) {
  const value = fractionFromText(text3);
  if (!Number.isFinite(value) || value < 0 || value >= 1) {
    throw new InputError(`${option}: expected a relative change such as 2% or 0.02 (at least 0, below 100%); got "${text3}"`);
  }
  return value;
}
function parseCorrection(text3, option) {
  return oneOf(text3, CORRECTIONS, option);
}
function parseFailOn(text3, option) {
  return oneOf(text3, FAIL_ON_VALUES, option);
}
function parseFormatId(text3, option) {
  return oneOf(text3, ["auto", ...FORMAT_IDS], option);
}
function parseOutlierMode(text3, option) {
  return oneOf(text3, OUTLIER_MODES, option);
}
var escapeGlob = (name) => name.replace(/[\\*?[\]{}()!+@]/g, (char) => `\\${char}`);
function parseDirections(values, option) {
  const directions = /* @__PURE__ */ new Map();
  for (const value of values) {
    const at = value.lastIndexOf("=");
    const metric = value.slice(0, at).trim();
    const better = value.slice(at + 1).trim();
    if (at <= 0 || metric === "" || !BETTER_VALUES.includes(better)) {
      throw new InputError(`${option}: expected METRIC=lower or METRIC=higher (for example allocs/op=lower); got "${value}"`);
    }
    directions.set(metric, better);
  }
  return [...directions].map(([metric, better]) => ({ benchmark: "**", metric: escapeGlob(metric), better }));
}
function wholeNumber(min, max) {
  return (text3, option) => {
    const value = Number(text3.trim());
    if (text3.trim() === "" || !Number.isInteger(value) || value < min || value > max)
      throw new InputError(`${option}: expected a whole number from ${min} to ${max}; got "${text3}"`);
    return value;
  };
}
function parseDuration(text3, option) {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(s|m|h)?\s*$/.exec(text3);
  const value = match === null ? Number.NaN : Number(match[1]) * (match[2] === "h" ? 3600 : match[2] === "m" ? 60 : 1);
  if (!(value > 0)) throw new InputError(`${option}: expected a duration such as 90s, 15m or 1h; got "${text3}"`);
  return value;
}
var ACTION_MODES = ["compare", "calibrate", "comment", "history", "bisect"];
var COMMENT_MODES = ["always", "on-change", "on-regression", "never"];
var UPLOAD_MODES = ["auto", "always", "never"];
function oneOf(text3, allowed, option) {
  const value = text3.trim();
  if (!allowed.includes(value))
    throw new InputError(`${option}: expected one of ${allowed.join(", ")}; got "${text3}"${didYouMean(value, allowed)}`);
  return value;
}
function globList(text3) {
  const lines = text3.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#"));
  return lines.length === 1 ? lines[0].split(/\s+/) : lines;
}
function nameList(text3) {
  return text3.split(/[,\r\n]/).map((name) => name.trim()).filter((name) => name !== "");
}
var ARTIFACT_NAME_FORBIDDEN = /["':<>|*?\r\n\\/]/;
function artifactName(text3, option) {
  const name = text3.trim();
  if (ARTIFACT_NAME_FORBIDDEN.test(name))
    throw new InputError(`${option}: "${name}" cannot be part of an artifact name; avoid " : < > | * ? \\ / and line breaks`);
  return name;
}
function suiteList(text3, option) {
  return text3.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "" && !line.startsWith("#")).map((name) => artifactName(name, option));
}
function sideName(text3) {
  if (text3.trim() === "" || text3.length > 100) throw new InputError(`--baseline-label/--current-label: expected a name of 1 to 100 characters; got "${text3}"`);
  return text3;
}
function parseOrder(text3, option) {
  if (text3 === "time" || text3 === "name") return text3;
  throw new InputError(`${option}: expected time or name (or --commits FILE for a list of commits); got "${text3}"`);
}
var MAX_MIN_SEGMENT = 50;
function parseCommit(text3, option) {
  const commit = text3.trim();
  if (!/^[0-9a-f]{7,40}$/i.test(commit)) throw new InputError(`${option}: expected a commit of 7 to 40 hex digits (git rev-parse HEAD); got "${text3}"`);
  return commit;
}
var ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?)?$/;
function parseIsoDate(text3, option) {
  const match = ISO_DATE.exec(text3.trim());
  const fail2 = () => {
    throw new InputError(`${option}: expected an ISO 8601 date such as 2026-01-05 or 2026-01-05T10:00:00+01:00 (git log -1 --format=%cI); got "${text3}"`);
  };
  if (match === null) return fail2();
  const [, year, month, day, hours, minutes, seconds = "00", fraction2 = "", utc, sign, zoneHours, zoneMinutes] = match;
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (calendar.getUTCMonth() !== Number(month) - 1 || calendar.getUTCDate() !== Number(day)) return fail2();
  if (hours === void 0) return calendar.toISOString();
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59 || Number(zoneHours ?? 0) > 23 || Number(zoneMinutes ?? 0) > 59) return fail2();
  const zone = utc !== void 0 ? "Z" : sign !== void 0 ? `${sign}${zoneHours}:${zoneMinutes}` : "";
  const time = Date.parse(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}${fraction2.slice(0, 4)}${zone}`);
  return Number.isFinite(time) ? new Date(time).toISOString() : fail2();
}
function parseRef(text3, option) {
  const ref = text3.trim();
  if (!/^[^\s\p{Cc}]{1,255}$/u.test(ref)) throw new InputError(`${option}: expected a ref such as main or refs/heads/main (no blanks); got "${text3}"`);
  return ref;
}
function parseRunner(text3, option) {
  const runner = text3.trim();
  if (runner === "" || runner.length > 200 || new RegExp("\\p{Cc}", "u").test(runner))
    throw new InputError(
      `${option}: expected the machine in one line of 1 to 200 characters (e.g. "ubuntu-24.04 x64, AMD EPYC 7763 (4 cores)"); got "${text3}"`
    );
  return runner;
}
function variableNames(text3, option) {
  const names = text3.split(/[\s,]+/).filter((name) => name !== "");
  const bad = names.find((name) => name.includes("="));
  if (bad !== void 0)
    throw new InputError(
      `${option}: expected names of environment variables, such as GITHUB_TOKEN (the value is the step's own); got "${bad.split("=")[0] ?? ""}=…"`
    );
  return names;
}
var MIN_MARKDOWN_BUDGET = 1e4;
function parseMarkdownBudget(text3, option) {
  if (text3.trim() === "none") return void 0;
  const value = Number(text3.trim());
  if (text3.trim() === "" || !Number.isInteger(value) || value < MIN_MARKDOWN_BUDGET)
    throw new InputError(`${option}: expected none or a whole number of characters, at least ${MIN_MARKDOWN_BUDGET}; got "${text3}"`);
  return value;
}

// src/options/sides.ts
var SIDE_OPTIONS = {
  mode: declare({
    input: "mode",
    kind: "single",
    default: "compare",
    commands: [],
    help: ["compare, calibrate, comment, history or bisect"],
    parse: (value, name) => oneOf(value, ACTION_MODES, name)
  }),
  files: declare({
    input: "files",
    kind: "variadic",
    commands: [],
    help: ["this job's benchmark output, one file per run"],
    parse: (value) => globList(value)
  }),
  format: declare({
    cli: "format",
    input: "format",
    kind: "single",
    value: "ID",
    default: "auto",
    commands: ["compare", "calibrate", "convert", "run", "history", "bisect"],
    help: ["input format, detected from the content (auto) or one of the", "formats below"],
    parse: parseFormatId
  }),
  baselines: declare({
    cli: "baseline",
    kind: "variadic",
    value: "FILE|GLOB...",
    commands: ["compare"],
    help: ["baseline runs; give --baseline again for another reference", "system (one column each, every one compared with --current)"],
    parseGroups: (groups) => groups.map((group) => [...group])
  }),
  current: declare({ cli: "current", kind: "variadic", value: "FILE|GLOB...", commands: ["compare"], help: ["current runs"], parseGroups: files }),
  suite: declare({
    input: "suite",
    kind: "single",
    default: "default",
    commands: [],
    help: ["names the baseline artifact and the comment"],
    parse: artifactName
  }),
  suites: declare({
    input: "suites",
    kind: "single",
    commands: [],
    help: ["mode comment: the suites whose reports it posts (default: suite)"],
    parse: suiteList
  }),
  baselineSource: declare({
    input: "baseline",
    kind: "variadic",
    default: "auto",
    commands: [],
    help: ["auto (the base branch's artifact) or local baseline files"],
    parse: (value) => value.trim() === "auto" ? "auto" : globList(value)
  }),
  baselineRuns: declare({
    input: "baseline-runs",
    kind: "single",
    default: "5",
    commands: [],
    help: ["base-branch runs pooled as the baseline"],
    parse: wholeNumber(1, 20)
  }),
  baselineCommand: declare({
    input: "baseline-command",
    kind: "single",
    commands: [],
    help: ["runs the baseline build once (with current-command: benchgate run on the runner)"],
    parse: trimmed
  }),
  currentCommand: declare({ input: "current-command", kind: "single", commands: [], help: ["runs the current build once"], parse: trimmed }),
  commandEnv: declare({
    cli: "command-env",
    input: "command-env",
    kind: "repeatable",
    value: "NAME",
    commands: ["run", "bisect"],
    help: [
      "pass this variable to the commands although benchgate keeps",
      "it from them (INPUT_*, GITHUB_TOKEN, GH_TOKEN, the runtime",
      "tokens: docs/design.md, Security boundaries); repeatable"
    ],
    parse: variableNames,
    parseGroups: (groups, name) => variableNames(groups.flat().join(" "), name)
  })
};

// src/options/verdicts.ts
var VERDICT_OPTIONS = {
  alpha: declare({
    cli: "alpha",
    input: "alpha",
    kind: "single",
    value: "N",
    default: String(DEFAULT_POLICY.alpha),
    commands: ["compare", "calibrate", "run", "history", "bisect"],
    help: ["significance level, applied to the adjusted p-values"],
    parse: parseAlpha
  }),
  noise: declare({
    cli: "noise",
    input: "noise-threshold",
    kind: "single",
    value: "N",
    default: `${DEFAULT_POLICY.noise * 100}%`,
    commands: ["compare", "calibrate", "run", "history", "bisect"],
    help: ["noise threshold: significant changes smaller than this are", "noise, never regressions; 2% or 0.02"],
    parse: parseNoise
  }),
  certify: declare({
    cli: "certify",
    input: "certify-limit",
    kind: "single",
    value: "N",
    default: `${DEFAULT_POLICY.certify * 100}%`,
    commands: ["compare", "run"],
    help: ["the headline shows ✔️ when every benchmark is shown within", "+N (its interval rules out more); 5% or 0.05"],
    parse: parseNoise
  }),
  correction: declare({
    cli: "correction",
    input: "correction",
    kind: "single",
    value: "NAME",
    default: DEFAULT_POLICY.correction,
    defaultFor: { run: RUN_CORRECTION, bisect: RUN_CORRECTION },
    commands: [...REPORTING, "run", "bisect"],
    help: ["multiple-comparison adjustment: bh (Benjamini-Hochberg),", "holm, bonferroni, none (benchgate run: bonferroni or none)"],
    parse: parseCorrection
  }),
  failOn: declare({
    cli: "fail-on",
    input: "fail-on",
    kind: "single",
    value: "WHEN",
    default: DEFAULT_POLICY.failOn,
    commands: ["compare", "run"],
    help: ["regression (exit 1 on a regression), undecided (also when an", "inconclusive row could hide one above the noise threshold) or", "never"],
    parse: parseFailOn
  }),
  test: declare({
    cli: "test",
    input: "test",
    kind: "single",
    value: "NAME",
    default: DEFAULT_POLICY.test,
    commands: [...REPORTING, "run", "bisect"],
    help: [
      ...TESTS.map((id) => METHODS[id].help),
      "pairs (--paired, run): welch tests them by the paired t,",
      "mann-whitney by signed rank (its interval is Welch's)"
    ],
    parse: (value, name) => oneOf(value, TESTS, name)
  }),
  outliers: declare({
    cli: "outliers",
    input: "outliers",
    kind: "single",
    value: "MODE",
    default: DEFAULT_POLICY.outliers,
    commands: [...REPORTING, "run", "bisect"],
    help: ["report (Tukey outliers counted, never dropped) or mad", "(perfcmp's filter drops |x - median| >= 5 MAD; counts reported)"],
    parse: parseOutlierMode
  }),
  paired: declare({
    cli: "paired",
    kind: "flag",
    commands: ["compare"],
    help: ["run i of the baseline and run i of the current side were made", "together (same-job A/B, interleaved): test the pairs' ratios"]
  }),
  sameJob: declare({
    cli: "same-job",
    kind: "flag",
    commands: ["compare"],
    help: [
      "both sides ran in one job on one machine (back to back or",
      "interleaved): no between-job spread, and a shift of every",
      "benchmark is a change (default: the baseline is another job)"
    ]
  }),
  better: declare({
    cli: "better",
    kind: "repeatable",
    value: "METRIC=DIR",
    commands: ["compare", "run", "bisect"],
    help: ["which way is better for a metric, lower or higher, overriding", "what its unit says (repeatable): --better score=higher"],
    parseGroups: (groups, name) => parseDirections(groups.flat(), name)
  }),
  onRunnerMismatch: declare({
    cli: "on-runner-mismatch",
    input: "on-runner-mismatch",
    kind: "single",
    value: "WHAT",
    default: DEFAULT_POLICY.onRunnerMismatch,
    commands: ["compare"],
    help: ["when the baseline's machine (OS, CPU, cores) differs from the", "current one: warn, neutral (never fail) or fail"],
    parse: (value, name) => oneOf(value, RUNNER_MISMATCH_MODES, name)
  }),
  jobEffectBound: declare({
    cli: "job-effect-bound",
    input: "job-effect-bound",
    kind: "single",
    value: "N",
    default: `${DEFAULT_POLICY.jobEffectBound * 100}%`,
    commands: ["compare"],
    help: ["across jobs with one baseline job: how far another VM moves a", "benchmark (doubled when the CPU models differ); 25% or 0.25"],
    parse: parseNoise
  }),
  config: declare({
    cli: "config",
    input: "config",
    kind: "single",
    value: "FILE",
    commands: ["compare", "calibrate", "run", "bisect"],
    help: ["per-benchmark settings: JSON rules with globs over benchmark", "and metric names setting better, noise, alpha, exact, ignore"],
    parse: trimmed
  })
};

// src/options/reports.ts
var REPORT_OPTIONS = {
  baselineLabels: declare({
    cli: "baseline-label",
    kind: "repeatable",
    value: "NAME",
    commands: ["compare", "run"],
    help: [
      "the baseline's name in the reports' column titles (default:",
      "ref@commit from native files, else the folder of its files);",
      "with several --baseline, once each, in the same order"
    ],
    parseGroups: (groups) => groups.flat().map(sideName)
  }),
  currentLabel: declare({
    cli: "current-label",
    kind: "single",
    value: "NAME",
    commands: ["compare", "run"],
    help: ["the current side's name (same default)"],
    parse: sideName
  }),
  splits: declare({
    cli: "splits",
    kind: "single",
    value: "N",
    default: "200",
    commands: ["calibrate"],
    help: ["random splits of the runs into two halves"],
    parse: wholeNumber(1, 1e5)
  }),
  json: declare({
    cli: "json",
    kind: "single",
    value: "FILE",
    commands: ["compare", "calibrate", "run", "history", "bisect"],
    help: ["write the JSON report ('-' for stdout, replacing the table)"],
    parse: text2
  }),
  markdown: declare({
    cli: "markdown",
    kind: "single",
    value: "FILE",
    commands: ["compare", "run", "history", "bisect"],
    help: ["write the markdown report ('-' for stdout, replacing the table)"],
    parse: text2
  }),
  markdownBudget: declare({
    cli: "markdown-budget",
    kind: "single",
    value: "N|none",
    default: String(COMMENT_BUDGET_CHARS),
    commands: ["compare", "run", "history"],
    help: [
      "--markdown's characters at most: a PR comment's by default,",
      "so gh pr comment takes it (the least needed parts left out,",
      "said so); none: no limit"
    ],
    parse: parseMarkdownBudget
  }),
  html: declare({
    cli: "html",
    kind: "single",
    value: "FILE",
    commands: ["compare", "run", "history"],
    help: ["write a self-contained HTML report with a plot of every row", "(history: a chart of every series; '-' for stdout)"],
    parse: text2
  }),
  suiteName: declare({
    cli: "suite",
    kind: "single",
    value: "NAME",
    commands: ["convert", "history"],
    help: ["suite name to record in the output (history: its title)"],
    parse: text2
  }),
  output: declare({ cli: "output", short: "o", kind: "single", value: "FILE", commands: ["convert"], help: ["where to write (default: stdout)"], parse: text2 }),
  commit: declare({
    cli: "commit",
    kind: "single",
    value: "SHA",
    commands: ["convert"],
    help: ["record the commit the runs measured (7 to 40 hex digits)"],
    parse: parseCommit
  }),
  ref: declare({
    cli: "ref",
    kind: "single",
    value: "REF",
    commands: ["convert"],
    help: ["record the branch or tag (main, refs/heads/main)"],
    parse: parseRef
  }),
  runner: declare({
    cli: "runner",
    kind: "single",
    value: "TEXT",
    commands: ["convert"],
    help: ["record the machine (OS, CPU, cores); compare weighs a", "baseline's against the current one's (--on-runner-mismatch)"],
    parse: parseRunner
  }),
  date: declare({
    cli: "date",
    kind: "single",
    value: "ISO-8601",
    commands: ["convert"],
    help: ["record when the runs were made, ISO 8601 (git log -1", "--format=%cI), kept in UTC"],
    parse: parseIsoDate
  })
};

// src/options/action.ts
var ACTION_OPTIONS = {
  acceptLabel: declare({
    input: "accept-label",
    kind: "single",
    default: "regression-accepted",
    commands: [],
    help: ["a PR label that turns a failing gate into a pass"],
    parse: trimmed
  }),
  comment: declare({
    input: "comment",
    kind: "single",
    default: "always",
    commands: [],
    help: ["when to create the comment"],
    parse: (value, name) => oneOf(value, COMMENT_MODES, name)
  }),
  upload: declare({
    input: "upload",
    kind: "single",
    default: "auto",
    commands: [],
    help: ["when to store the baseline"],
    parse: (value, name) => oneOf(value, UPLOAD_MODES, name)
  }),
  key: declare({ input: "key", kind: "single", commands: [], help: ["what tells matrix legs apart"], parse: artifactName }),
  retentionDays: declare({
    input: "retention-days",
    kind: "single",
    default: "90",
    commands: [],
    help: ["days the baseline artifact is kept"],
    parse: wholeNumber(1, 90)
  }),
  onBaselineError: declare({
    input: "on-baseline-error",
    kind: "single",
    default: "fail",
    commands: [],
    help: ["fail or warn when no baseline artifact can be used"],
    parse: (value, name) => oneOf(value, ["fail", "warn"], name)
  }),
  historyRuns: declare({
    input: "history-runs",
    kind: "single",
    default: "30",
    commands: [],
    help: ["mode history: the newest base-branch runs read"],
    parse: wholeNumber(1, 100)
  }),
  issueLabels: declare({
    input: "issue-labels",
    kind: "single",
    default: "performance",
    commands: [],
    help: ["mode history: the labels of the suite's issue"],
    parse: nameList
  }),
  issueAssignees: declare({
    input: "issue-assignees",
    kind: "single",
    commands: [],
    help: ["mode history: who the suite's issue is assigned to"],
    parse: (value) => nameList(value).map((login) => login.replace(/^@/, ""))
  }),
  token: declare({
    input: "github-token",
    kind: "single",
    default: "${{ github.token }}",
    commands: [],
    help: ["the token for the GitHub API"],
    parse: trimmed
  })
};

// src/options/run.ts
var RUN_OPTIONS = {
  baselineCmd: declare({
    cli: "baseline-cmd",
    kind: "single",
    value: "CMD",
    commands: ["run"],
    help: ["the command that runs the baseline build once (through the", "shell, in this directory); {out} in it is a fresh file to read"],
    parse: text2
  }),
  currentCmd: declare({
    cli: "current-cmd",
    kind: "single",
    value: "CMD",
    commands: ["run"],
    help: ["the command that runs the current build once"],
    parse: text2
  }),
  warmup: declare({
    cli: "warmup",
    kind: "single",
    value: "N",
    default: "1",
    commands: ["run", "bisect"],
    help: ["warm-up runs of each side first, discarded"],
    parse: wholeNumber(0, 100)
  }),
  minRuns: declare({
    cli: "min-runs",
    kind: "single",
    value: "N",
    default: "3",
    commands: ["run", "bisect"],
    help: ["pairs before the first look"],
    parse: wholeNumber(2, 1e3)
  }),
  maxRuns: declare({
    cli: "max-runs",
    kind: "single",
    value: "N",
    default: "30",
    commands: ["run", "bisect"],
    help: ["pairs at most"],
    // Its lower bound is --min-runs, checked against it by the command.
    parse: wholeNumber(1, 1e3)
  }),
  maxTime: declare({
    cli: "max-time",
    kind: "single",
    value: "DURATION",
    default: "15m",
    defaultFor: { bisect: "1h" },
    commands: ["run", "bisect"],
    help: ["time at most (90s, 15m, 1h); checked after every pair"],
    parse: parseDuration
  }),
  seed: declare({
    cli: "seed",
    kind: "single",
    value: "N",
    default: "1",
    commands: ["run", "bisect"],
    help: ["seed of the random order within pairs"],
    parse: wholeNumber(0, 2 ** 31 - 1)
  }),
  saveBaseline: declare({
    cli: "save-baseline",
    kind: "single",
    value: "FILE",
    commands: ["run"],
    help: ["write the baseline's runs as native JSON"],
    parse: text2
  }),
  saveCurrent: declare({
    cli: "save-current",
    kind: "single",
    value: "FILE",
    commands: ["run"],
    help: ["write the current side's runs as native JSON"],
    parse: text2
  })
};

// src/options/history.ts
var HISTORY_OPTIONS = {
  order: declare({
    cli: "order",
    kind: "single",
    value: "HOW",
    commands: ["history"],
    help: [
      "how the files follow each other: time (the dates native files",
      "record; the default when all have one) or name (file names in",
      "natural order: run-2 before run-10; the default otherwise)"
    ],
    parse: parseOrder
  }),
  commits: declare({
    cli: "commits",
    kind: "single",
    value: "FILE",
    commands: ["history"],
    help: [
      "the commits oldest first, one a line (git rev-list --reverse",
      "main > FILE): orders the files by their commit, a native file's",
      "own or one named in its file name"
    ],
    parse: text2
  }),
  issueState: declare({
    cli: "issue-state",
    kind: "single",
    value: "FILE",
    commands: ["history"],
    help: [
      "the state the suite's issue carried (a history report's issue.state,",
      "or none): the JSON report gets an issue object, what the issue",
      "lists now and does, with the state for the next call"
    ],
    parse: text2
  }),
  minSegment: declare({
    cli: "min-segment",
    kind: "single",
    value: "N",
    default: String(DEFAULT_HISTORY_SETTINGS.minSegment),
    commands: ["history"],
    help: ["the fewest commits a level may have: a change needs N commits", "measured on each side of it"],
    parse: wholeNumber(2, MAX_MIN_SEGMENT)
  })
};

// src/options/bisect.ts
var BISECT_OPTIONS = {
  good: declare({
    cli: "good",
    input: "good",
    kind: "single",
    value: "REV",
    commands: ["bisect"],
    help: ["the commit before the change (any git revision)"],
    parse: trimmed
  }),
  bad: declare({ cli: "bad", input: "bad", kind: "single", value: "REV", commands: ["bisect"], help: ["the commit after the change"], parse: trimmed }),
  command: declare({
    cli: "command",
    input: "bisect-command",
    kind: "single",
    value: "CMD",
    commands: ["bisect"],
    help: ["runs a commit's benchmarks once (through the shell, in the", "commit's worktree); {out} in it is a fresh file to read"],
    parse: text2
  }),
  build: declare({
    cli: "build",
    input: "build-command",
    kind: "single",
    value: "CMD",
    commands: ["bisect"],
    help: ["builds a commit once, in its worktree, before its first run"],
    parse: text2
  }),
  benchmarks: declare({
    cli: "benchmark",
    kind: "variadic",
    value: "NAME|GLOB...",
    commands: ["bisect"],
    help: ["the benchmarks whose change is hunted (default: all); a", "change in any other is never blamed"],
    parseGroups: files
  }),
  firstParent: declare({
    cli: "first-parent",
    kind: "flag",
    commands: ["bisect"],
    help: ["follow only a merge's first parent (git bisect --first-parent)"]
  })
};

// src/options.ts
var DECLARATIONS = {
  ...SIDE_OPTIONS,
  ...VERDICT_OPTIONS,
  ...REPORT_OPTIONS,
  ...ACTION_OPTIONS,
  ...RUN_OPTIONS,
  ...HISTORY_OPTIONS,
  ...BISECT_OPTIONS,
  help: declare({ cli: "help", short: "h", kind: "flag", commands: ["compare", "calibrate", "convert", "run", "history", "bisect"], help: ["show this help"] })
};
var OPTIONS2 = Object.values(DECLARATIONS);
var INPUT_NAMES = OPTIONS2.flatMap((option) => option.input === void 0 ? [] : [option.input]);
function buildSettings(given, nameOf, command) {
  const settings = {};
  for (const [key2, declaration] of Object.entries(DECLARATIONS)) {
    const found = given(declaration);
    const name = nameOf(declaration);
    if (declaration.kind === "flag") {
      settings[key2] = found !== void 0;
      continue;
    }
    if (found !== void 0 && "groups" in found && declaration.parseGroups !== void 0) {
      settings[key2] = declaration.parseGroups(found.groups, name);
      continue;
    }
    const text3 = found !== void 0 && "text" in found ? found.text : void 0;
    const fallback = (command === void 0 ? void 0 : declaration.defaultFor?.[command]) ?? declaration.default;
    if (text3 !== void 0) settings[key2] = declaration.parse?.(text3, name);
    else if (declaration.parseGroups !== void 0) settings[key2] = declaration.parseGroups([], name);
    else if (fallback !== void 0 && !fallback.startsWith("${{")) settings[key2] = declaration.parse?.(fallback, name);
    else settings[key2] = void 0;
  }
  return settings;
}
function defaultSettings(command) {
  return buildSettings(
    () => void 0,
    (declaration) => declaration.cli ?? declaration.input ?? "",
    command
  );
}
function policyOf(settings) {
  return {
    alpha: settings.alpha,
    noise: settings.noise,
    certify: settings.certify,
    correction: settings.correction,
    failOn: settings.failOn,
    outliers: settings.outliers,
    onRunnerMismatch: settings.onRunnerMismatch,
    test: settings.test,
    jobEffectBound: settings.jobEffectBound
  };
}

// src/action/modes.ts
function runCalibration(inputs, side2, config) {
  const { calibration, rendered } = calibrateRuns(
    {
      files: { set: side2.set, option: "input files" },
      format: inputs.format,
      policy: inputs.policy,
      config,
      splits: defaultSettings("calibrate").splits,
      faces: { markdown: { title: legNames(inputs.suite, "").title } }
    },
    { readFiles: () => [] }
  );
  writeSummary(rendered.markdown ?? "");
  setOutput("false-alarm-rate", String(calibration.suiteFalseAlarmRate));
  setOutput("noise-needed", String(calibration.suiteNoiseNeeded));
  info(calibrationLine(calibration));
}
async function postReport(session, pullRequest, item, report2, mayCreate) {
  if (pullRequest === void 0) return { code: "no-pull-request", artifact: item.artifact };
  const result = await session.comment(pullRequest, item.suite, item.key, finishedRunComment(report2, legNames(item.suite, item.key)), mayCreate);
  return result.url === void 0 ? { code: "not-posted", artifact: item.artifact, why: result.skipped } : { code: "posted", artifact: item.artifact, action: result.action, pullRequest, url: result.url };
}
async function commentFinishedRun(inputs, context, session) {
  const run2 = context.workflowRun;
  if (run2 === void 0)
    throw new InputError("input mode: comment runs in a workflow started by workflow_run (see the README recipe for pull requests from forks)");
  if (run2.event !== "pull_request") {
    info(notFromPullRequestLine(run2, run2.event));
    setOutputs("pass", void 0, "", "", "");
    return;
  }
  const found = await session.reportsOfFinishedRun(inputs.suites);
  const refused = [...found.refused];
  const posted = [];
  if (found.reports.length + refused.length === 0) info(noReportLine(run2));
  let url = "";
  let worst = "pass";
  for (const item of found.reports) {
    const file = `artifact ${item.artifact} of run ${run2.id}`;
    let report2;
    try {
      report2 = readFinishedReport(item.reportJson, file, inputs.policy);
      if (report2.gate === "fail") worst = "fail";
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      refused.push(error.message);
      continue;
    }
    const outcome = await postReport(session, found.pullRequest, item, report2, inputs.comment !== "never");
    writeLog(postedLogLine(outcome, run2));
    posted.push(outcome);
    if (outcome.code === "posted") url = outcome.url;
  }
  for (const line of gateNoteLines(found.notes.map((note) => ({ code: "search", note })))) notice(line);
  const ending2 = refusedLines(refused);
  for (const line of ending2.warnings) warning(line);
  writeSummary(renderPostedSummary(run2.id, posted, found.notes, refused));
  setOutputs(refused.length > 0 ? "error" : worst, void 0, "", url, "");
  if (ending2.failed !== void 0) setFailed(ending2.failed);
}

// src/action/publish.ts
async function acceptanceOf(inputs, context, github) {
  const pr = context.pullRequest;
  if (pr === void 0 || !pr.labels.includes(inputs.acceptLabel)) return void 0;
  return { label: inputs.acceptLabel, by: await (await github()).acceptedBy(pr.number, inputs.acceptLabel) };
}
async function publishComment(session, inputs, context, key2, what) {
  const pr = context.pullRequest;
  if (pr === void 0 || inputs.comment === "never") return "";
  try {
    const result = "stale" in what ? await session.markStale(pr.number, inputs.suite, key2, what.stale) : await session.comment(pr.number, inputs.suite, key2, what.body, what.mayCreate);
    writeLog(commentLogLine(result));
    return result.url ?? "";
  } catch (error) {
    warning(commentFailedLine(errorMessage(error)));
    return "";
  }
}
async function storeBaseline(github, names, current, inputs, commit) {
  const result = await github.storeBaseline(names.baselineArtifact, current.native, inputs.retentionDays);
  const note = result.stored ? { code: "stored", series: current.series, runs: current.runs, commit, artifact: names.baselineArtifact, days: inputs.retentionDays } : { code: "not-stored", reason: result.reason };
  for (const line of gateNoteLines([note])) info(line);
  return note;
}
async function uploadReport(github, artifact, context) {
  const html2 = await github.uploadReport(artifact.name, artifact.files).catch((error) => ({ stored: false, reason: errorMessage(error) }));
  if (!html2.stored) warning(uploadFailedLine(html2.reason));
  if (!html2.stored || html2.id === void 0) return [];
  const url = `${context.serverUrl}/${context.owner}/${context.repo}/actions/runs/${context.runId}/artifacts/${html2.id}`;
  return [{ code: "html-report", artifact: artifact.name, url }];
}

// src/action/resolve-baseline.ts
async function resolveBaseline(inputs, fetching, name, github) {
  if (inputs.baseline !== "auto") {
    const side3 = readSide({ files: { patterns: inputs.baseline, option: "input baseline" }, format: inputs.format }, MACHINE_PORT);
    return { side: side3, sameJob: true, commit: side3.set.context?.commit ?? "", notes: [] };
  }
  if (!fetching) return "a base-branch run stores the baseline; pull requests and merge queues compare against it";
  const fetched = await (await github()).fetchBaseline(name, inputs.baselineRuns);
  if (typeof fetched === "string") return fetched;
  const search = fetched.notes.map((note) => ({ code: "search", note }));
  for (const line of gateNoteLines(search)) info(line);
  let side2;
  try {
    side2 = readSide({ files: { sources: fetched.sources }, format: "benchgate" }, MACHINE_PORT);
  } catch (error) {
    if (error instanceof ParseError || error instanceof InputError) throw new BaselineError(`the baseline artifact could not be read: ${error.message}`);
    throw error;
  }
  const [newest] = fetched.artifacts;
  const commits = new Set(fetched.artifacts.map((artifact) => artifact.headSha)).size;
  const pooled = fetched.artifacts.length > 1 ? [{ code: "pooled", runs: side2.set.runCount, workflowRuns: fetched.artifacts.length, commits }] : [];
  const from = [
    { code: "baseline-run", runId: newest.runId, runUrl: newest.runUrl, commit: newest.headSha, ancestor: newest.match === "ancestor" }
  ];
  return { side: side2, sameJob: false, commit: newest.headSha, notes: [...search, ...pooled, ...from] };
}

// src/interleaved/session.ts
import { mkdtempSync, readFileSync as readFileSync3, rmSync as rmSync2 } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// src/interleaved/shell-word.ts
var PLAIN = { posix: /^[\w./-]+$/, win32: /^[\w.\\:~-]+$/ };
function shellWord(path, platform) {
  if (PLAIN[platform === "win32" ? "win32" : "posix"].test(path)) return path;
  if (platform !== "win32") return `'${path.replaceAll("'", `'\\''`)}'`;
  if (/["%]/.test(path))
    throw new InputError(`{out}: the temporary directory ${path} holds " or %, which cmd.exe cannot quote; set TEMP to a directory without them`);
  return `"${path}"`;
}

// src/interleaved/session.ts
var OPTION = { baseline: "--baseline-cmd", current: "--current-cmd" };
function tail(text3, lines = 5) {
  const kept = text3.trimEnd().split("\n").slice(-lines);
  return kept.length === 0 || kept[0] === "" ? "" : `; its last stderr lines:
${kept.map((line) => `  ${line}`).join("\n")}`;
}
function spawnShell(command, cwd, env) {
  return new Promise((resolve3) => {
    const child = process.getBuiltinModule("node:child_process").spawn(command, { shell: true, cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    const stdout = [];
    const stderr = [];
    child.stdout.on("data", (chunk2) => stdout.push(chunk2));
    child.stderr.on("data", (chunk2) => stderr.push(chunk2));
    let failed;
    child.on("error", (error) => failed = error);
    child.on(
      "close",
      (status, signal) => resolve3({
        status,
        signal,
        stdout: Buffer.concat(stdout).toString("utf8"),
        stderr: Buffer.concat(stderr).toString("utf8"),
        ...failed !== void 0 && { error: failed }
      })
    );
  });
}
function shellExecutor(env, tempRoot = tmpdir(), platform = process.platform) {
  return {
    run: (command, cwd) => command.includes("{out}") ? runWithOut(command, cwd, env, tempRoot, platform) : spawnShell(command, cwd, env)
  };
}
async function runWithOut(command, cwd, env, tempRoot, platform) {
  const directory = mkdtempSync(join(tempRoot, "benchgate-run-"));
  const out = join(directory, "out");
  try {
    const result = await spawnShell(command.split("{out}").join(shellWord(out, platform)), cwd, env);
    let text3;
    try {
      text3 = readFileSync3(out, "utf8");
    } catch {
      text3 = void 0;
    }
    return { ...result, ...text3 !== void 0 && { out: text3 } };
  } finally {
    rmSync2(directory, { recursive: true, force: true });
  }
}
async function execute(command, side2, run2, io) {
  if (io.interrupted()) return void 0;
  const result = await io.executor.run(command, io.cwd);
  if (io.interrupted() || io.commandsHearCtrlC === true && (result.signal === "SIGINT" || result.status === 130)) return void 0;
  const failed = (how, detail = "") => new CommandError(`${OPTION[side2]} "${command}" ${how} (${run2})${detail}`, `the ${side2} command ${how} (${run2})`);
  if (result.error !== void 0) throw failed("could not start", `: ${result.error.message}`);
  if (result.status !== 0)
    throw failed(result.signal === null ? `exited with status ${result.status ?? "?"}` : `was killed by ${result.signal}`, tail(result.stderr));
  if (!command.includes("{out}")) return result.stdout;
  if (result.out === void 0) throw failed("wrote nothing to {out}");
  return result.out;
}
function parseOutput(text3, side2, run2, options) {
  try {
    return parseRunOutput({ name: `${OPTION[side2]} ${run2}`, text: text3 }, options.format, OPTION[side2], options.commands[side2]);
  } catch (error) {
    if (error instanceof InputError) throw new CommandError(error.message, `the output of the ${side2} command cannot be read (${run2})`);
    throw error;
  }
}
async function runSession(options, io) {
  const started = io.now();
  const seconds = () => (io.now() - started) / 1e3;
  let interrupted = false;
  warmups: for (let i = 1; i <= options.warmup; i++)
    for (const side2 of ["baseline", "current"]) {
      io.progress(`warm-up ${i} of ${options.warmup}, ${side2} (${seconds().toFixed(1)} s)`);
      if (await execute(options.commands[side2], side2, `warm-up ${i}`, io) === void 0) {
        interrupted = true;
        break warmups;
      }
    }
  const { order, looks } = planSession(options.seed, options.minPairs, options.maxPairs);
  const files2 = { baseline: [], current: [] };
  const lookAt = (look, stopped2) => lookAtPairs({
    baseline: files2.baseline,
    current: files2.current,
    policy: options.policy,
    config: options.config,
    look,
    looks,
    labels: options.labels,
    accepted: options.accepted,
    minPairs: options.minPairs,
    ...stopped2 !== void 0 && { stopped: stopped2 }
  });
  let last;
  let stopped = interrupted ? "interrupted (Ctrl-C)" : `the limit of ${options.maxPairs} pairs`;
  for (let pair = 0; !interrupted && pair < options.maxPairs; pair++) {
    for (const side2 of order(pair)) {
      const run2 = `pair ${pair + 1}, ${side2} run`;
      const text3 = await execute(options.commands[side2], side2, run2, io);
      if (text3 === void 0) {
        interrupted = true;
        break;
      }
      files2[side2].push({ name: run2, parsed: parseOutput(text3, side2, run2, options) });
    }
    if (interrupted) {
      files2.baseline.length = pair;
      files2.current.length = pair;
      stopped = "interrupted (Ctrl-C)";
      break;
    }
    const pairs2 = pair + 1;
    if (pairs2 < Math.max(2, options.minPairs)) {
      io.progress(`pair ${pairs2}: ${seconds().toFixed(1)} s, the first look after ${options.minPairs} pairs`);
    } else {
      last = pairs2 - options.minPairs + 1;
      const rows = lookAt(last).report.comparisons;
      const undecided = rows.filter((row3) => row3.verdict === "inconclusive");
      const needs = Math.max(0, ...undecided.map((row3) => row3.sampleSize?.perSide ?? 0)) - pairs2;
      const more = undecided.length > 0 && needs > 0 ? `, about ${needs} more pair${needs === 1 ? "" : "s"}` : "";
      io.progress(`pair ${pairs2}: ${seconds().toFixed(1)} s, ${undecided.length} of ${rows.length} rows undecided${more}`);
      if (undecided.length === 0) {
        stopped = "all rows decided";
        break;
      }
    }
    if (seconds() >= options.maxSeconds) {
      stopped = `the time limit of ${options.maxSeconds} s`;
      break;
    }
  }
  const pairs = files2.current.length;
  if (pairs < 2)
    throw new InputError(`benchgate run stopped after ${pairs} pair${pairs === 1 ? "" : "s"} (${stopped}): a paired test needs at least 2; nothing to report`);
  return { ...lookAt(last ?? 1, stopped), interrupted };
}

// src/interleaved/command-env.ts
var WITHHELD_NAMES = /* @__PURE__ */ new Set([
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_RUNTIME_URL",
  "ACTIONS_RESULTS_URL",
  "ACTIONS_CACHE_URL",
  "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
  "ACTIONS_ID_TOKEN_REQUEST_URL",
  "GITHUB_TOKEN",
  "GH_TOKEN"
]);
function isWithheld(name) {
  const upper = name.toUpperCase();
  return upper.startsWith("INPUT_") || WITHHELD_NAMES.has(upper);
}
function commandEnvironment(env, passed) {
  const allowed = new Set(passed.map((name) => name.toUpperCase()));
  const kept = {};
  for (const [name, value] of Object.entries(env)) if (value !== void 0 && (!isWithheld(name) || allowed.has(name.toUpperCase()))) kept[name] = value;
  return kept;
}

// src/action/run-commands.ts
function runnerExecutor(commandEnv) {
  for (const [name, value] of Object.entries(process.env))
    if (value !== void 0 && value !== "" && isWithheld(name) && /TOKEN/i.test(name)) setSecret(value);
  return shellExecutor(commandEnvironment(process.env, commandEnv));
}
async function runOnRunner(inputs, config, context, accepted) {
  const commands = inputs.commands;
  checkSessionPolicy(inputs.policy, { test: "input test" });
  const RUN = defaultSettings("run");
  const short4 = context.sha.slice(0, 7);
  const labels = { baseline: "base", current: context.pullRequest === void 0 ? short4 : `#${context.pullRequest.number}@${short4}` };
  const started = performance.now();
  const { report: report2, baseline, current } = await runSession(
    {
      commands,
      format: inputs.format,
      warmup: RUN.warmup,
      minPairs: RUN.minRuns,
      maxPairs: RUN.maxRuns,
      maxSeconds: RUN.maxTime,
      seed: RUN.seed,
      policy: inputs.policy,
      config,
      labels,
      accepted
    },
    {
      now: () => performance.now(),
      progress: (line) => info(`benchgate run: ${line}`),
      interrupted: () => false,
      cwd: process.cwd(),
      executor: runnerExecutor(inputs.commandEnv)
    }
  );
  info(sessionEndLine(report2, (performance.now() - started) / 1e3));
  return {
    current: { set: current, label: labels.current, labelGiven: true, formats: [] },
    baseline: {
      side: { set: baseline, label: labels.baseline, labelGiven: true, formats: [] },
      sameJob: true,
      commit: baseline.context?.commit ?? "",
      notes: []
    },
    report: report2
  };
}
function logCommandFailure(error) {
  for (const line of commandFailureLines(error.message)) info(line);
  return commandFailureText(error.summary);
}

// src/action/gate-mode.ts
function currentLabel(context) {
  const short4 = context.sha.slice(0, 7);
  return context.pullRequest !== void 0 ? `#${context.pullRequest.number}@${short4}` : `${context.ref.replace(/^refs\/heads\//, "")}@${short4}`;
}
async function runGate(inputs, context, github, workDir, onError) {
  const { storing, fetching, commenting, publishing } = planGate(
    {
      mode: inputs.mode === "calibrate" ? "calibrate" : "compare",
      upload: inputs.upload,
      comment: inputs.comment,
      localBaseline: inputs.commands !== void 0 || inputs.baseline !== "auto"
    },
    { baseBranchRun: isBaseBranchRun(context), pullRequest: context.pullRequest !== void 0, mergeGroup: context.mergeGroup !== void 0 }
  );
  const key2 = inputs.key !== "" || storing || fetching || commenting ? await (await github()).legKey(inputs.key) : "";
  const names = legNames(inputs.suite, key2);
  const comment = async (what) => commenting ? publishComment(await github(), inputs, context, key2, what) : "";
  if (commenting) onError(async (message) => void await comment({ stale: gateErrorNotice(names, message, context.sha) }));
  const config = readConfig(inputs.config, "input config", MACHINE_PORT);
  const accepted = await acceptanceOf(inputs, context, github);
  const made4 = inputs.commands === void 0 ? void 0 : await runOnRunner(inputs, config, context, accepted);
  const read = made4?.current ?? readSide({ files: { patterns: inputs.files, option: "input files" }, format: inputs.format }, MACHINE_PORT);
  for (const line of readLines(read)) info(line);
  if (inputs.mode === "calibrate") return runCalibration(inputs, read, config);
  const stamp = { commit: context.sha, ref: context.ref, runner: runnerFingerprint(), date: (/* @__PURE__ */ new Date()).toISOString() };
  const current = stampCurrent(read, { suite: inputs.suite, context: stamp, label: currentLabel(context) });
  const stored = storing ? [await storeBaseline(await github(), names, current, inputs, context.sha)] : [];
  const baseline = made4?.baseline ?? await resolveBaseline(inputs, fetching, names.baselineArtifact, github);
  if (typeof baseline === "string") {
    const without = gateWithoutBaseline(names, baseline, stored, context.sha);
    writeSummary(without.summary);
    if (fetching) notice(without.notice);
    setOutputs("no-baseline", void 0, "", await comment({ stale: without.stale }), "");
    return;
  }
  const outcome = gate(
    {
      names,
      current: current.side,
      baseline,
      policy: inputs.policy,
      config,
      accepted,
      made: made4?.report,
      publishing,
      comment: commenting ? inputs.comment : void 0,
      notes: stored
    },
    MACHINE_PORT
  );
  for (const line of outcome.annotations) warning(line);
  const reportPath = join2(workDir, "report.json");
  writeTextFile(reportPath, outcome.json, "report.json");
  const uploaded = outcome.reportArtifact === void 0 ? [] : await uploadReport(await github(), outcome.reportArtifact, context);
  const { summary, comment: body } = gateMarkdown(outcome, names.title, uploaded, MAX_SUMMARY_CHARS);
  writeSummary(summary);
  const commentUrl = outcome.comment === void 0 ? "" : await comment({ body, mayCreate: outcome.comment.mayCreate });
  setOutputs(outcome.outputs.verdict, outcome.report, reportPath, commentUrl, outcome.outputs.baselineSha);
  if (outcome.ending.failed !== void 0) setFailed(outcome.ending.failed);
  for (const line of outcome.ending.warnings) warning(line);
}

// src/action/history.ts
import { writeFileSync } from "node:fs";
import { join as join3 } from "node:path";
async function uploadReport2(session, kept, retentionDays) {
  return session.uploadHistory(kept.artifact.name, kept.artifact.files, retentionDays).catch((error) => ({ stored: false, failed: true, reason: errorMessage(error) }));
}
async function keepSuiteIssue(session, plan) {
  if (plan.kind === "fork") return { issue: plan.result, decision: plan.decision };
  let planned;
  const issue = await session.keepHistoryIssue(plan.marker, (found) => (planned = plan.decide(found)).change);
  return { issue, decision: planned?.decision };
}
async function keepHistory(inputs, context, session, workDir) {
  const repositoryUrl = `${context.serverUrl}/${context.owner}/${context.repo}`;
  const run2 = {
    tokenGiven: inputs.token !== "",
    eventName: context.eventName,
    ref: context.ref,
    fork: context.fork,
    repositoryUrl,
    runUrl: `${repositoryUrl}/actions/runs/${context.runId}`
  };
  const branch = historyBranch(run2);
  const names = legNames(inputs.suite, await session.legKey(inputs.key));
  const search = await session.searchHistory({ carried: names.historyArtifact, baselines: names.baselineArtifact }, branch, inputs.historyRuns);
  const previous = await session.fetchCarried(names.historyArtifact, search.carried);
  const read = readPreviousCarried({ artifact: names.historyArtifact, found: previous.found }, inputs.suite);
  const fetched = await session.fetchHistory(names.baselineArtifact, branch, search.baselines, inputs.historyRuns, read.held);
  const outcome = keptHistory({
    names,
    branch,
    settings: {
      suite: inputs.suite,
      alpha: inputs.policy.alpha,
      noise: inputs.policy.noise,
      window: inputs.historyRuns,
      issueLabels: inputs.issueLabels,
      issueAssignees: inputs.issueAssignees
    },
    run: run2,
    carried: { read, notes: previous.notes },
    stored: typeof fetched === "string" ? fetched : { baselines: fetched.stored, notes: fetched.notes },
    summaryChars: MAX_SUMMARY_CHARS
  });
  if (outcome.kind === "nothing-stored") {
    writeSummary(outcome.summary);
    notice(outcome.notice);
    setOutputs("no-baseline", void 0, "", "", "");
    return;
  }
  for (const line of outcome.log) info(line);
  if (outcome.kind === "unreadable") throw new BaselineError(outcome.message);
  const jsonPath = join3(workDir, "history.json");
  writeFileSync(jsonPath, outcome.artifact.files.json);
  const upload = await uploadReport2(session, outcome, inputs.retentionDays);
  const ending2 = historyEnding(outcome, { upload, ...await keepSuiteIssue(session, outcome.issue) });
  for (const line of ending2.log) (line.level === "warning" ? warning : info)(line.text);
  writeSummary(ending2.summary);
  setOutputs("pass", void 0, "", "", "", { changePoints: ending2.changePoints, json: jsonPath, ...outcome.standing });
}

// src/action/bisect-mode.ts
import { join as join5 } from "node:path";

// src/interleaved/bisect.ts
import { mkdtempSync as mkdtempSync2, rmSync as rmSync3 } from "node:fs";
import { tmpdir as tmpdir2 } from "node:os";
import { join as join4 } from "node:path";
var CommitFailure = class extends CommandError {
  constructor(message, commit, reason, sha) {
    super(message, `${reason} at ${sha.slice(0, 12)}`);
    this.commit = commit;
    this.reason = reason;
  }
  commit;
  reason;
};
var BisectFailure = class extends CommandError {
  constructor(failure, result) {
    super(failure.message, failure.summary);
    this.result = result;
  }
  result;
};
var ending = (result) => result.error !== void 0 ? "could not start" : result.signal === null ? `exited with status ${result.status ?? "?"}` : `was killed by ${result.signal}`;
var quote = (text3) => `'${text3.split("'").join("'\\''")}'`;
var literalGlob = (name) => name.replace(/[\\*?[\]{}!(),@+]/g, "\\$&");
async function git(executor, cwd, args, what) {
  const result = await executor.run(`git ${args.map(quote).join(" ")}`, cwd);
  if (result.error !== void 0 || result.status !== 0)
    throw new InputError(
      `bisect: ${what}: git ${args.join(" ")} failed${result.stderr.trim() === "" ? "" : `: ${result.stderr.trim().split("\n").slice(-3).join(" ")}`}`
    );
  return result.stdout.trim();
}
async function commitsBetween(options, executor, cwd) {
  const good = await git(executor, cwd, ["rev-parse", "--verify", "--quiet", `${options.good}^{commit}`], `--good ${options.good} is not a commit here`);
  const bad = await git(executor, cwd, ["rev-parse", "--verify", "--quiet", `${options.bad}^{commit}`], `--bad ${options.bad} is not a commit here`);
  await git(executor, cwd, ["merge-base", "--is-ancestor", good, bad], `--good ${options.good} is not an ancestor of --bad ${options.bad}`);
  const listed = await git(
    executor,
    cwd,
    ["rev-list", "--reverse", "--topo-order", ...options.firstParent ? ["--first-parent"] : [], `${good}..${bad}`],
    "listing the commits"
  );
  const after = listed.split("\n").filter((line) => line !== "");
  if (after.length === 0) throw new InputError(`bisect: --good ${options.good} and --bad ${options.bad} are the same commit: nothing to look for`);
  return [good, ...after];
}
function configOf(base, benchmarks, request) {
  const all = { benchmark: "**", metric: "**", ignore: true };
  if (request.rows !== void 0)
    return {
      rules: [
        ...base.rules,
        all,
        ...request.rows.map((row3) => ({ benchmark: literalGlob(row3.benchmark), metric: literalGlob(row3.metric), ignore: false, noise: row3.margin }))
      ]
    };
  if (benchmarks.length === 0) return base;
  return { rules: [...base.rules, all, ...benchmarks.map((benchmark) => ({ benchmark, metric: "**", ignore: false }))] };
}
var Worktrees = class {
  constructor(commits, options, io, executor) {
    this.commits = commits;
    this.options = options;
    this.io = io;
    this.executor = executor;
  }
  commits;
  options;
  io;
  executor;
  root = mkdtempSync2(join4(tmpdir2(), "benchgate-bisect-"));
  made = /* @__PURE__ */ new Map();
  async of(index) {
    const known = this.made.get(index);
    if (known !== void 0) return known;
    const commit = this.commits[index];
    const directory = join4(this.root, `${index}-${commit.slice(0, 12)}`);
    await git(this.executor, this.io.cwd, ["worktree", "add", "--detach", "--quiet", directory, commit], `a worktree of ${commit.slice(0, 12)}`);
    this.made.set(index, directory);
    const build2 = this.options.build;
    if (build2 !== void 0 && build2.trim() !== "") {
      this.io.progress(`building ${commit.slice(0, 12)}`);
      const result = await this.executor.run(build2, directory);
      if (result.error !== void 0 || result.status !== 0) {
        const how = result.error?.message ?? `status ${result.status ?? result.signal ?? "?"}`;
        const stderr = result.stderr.trim();
        throw new CommitFailure(
          `--build "${build2}" failed at ${commit.slice(0, 12)} (${how})${stderr === "" ? "" : `: ${stderr.split("\n").slice(-3).join(" ")}`}`,
          index,
          "the build failed",
          commit
        );
      }
    }
    return directory;
  }
  async remove() {
    for (const directory of this.made.values()) await this.executor.run(`git worktree remove --force ${quote(directory)}`, this.io.cwd);
    rmSync3(this.root, { recursive: true, force: true });
    await this.executor.run("git worktree prune", this.io.cwd);
  }
};
async function runBisect(options, io) {
  const executor = io.executor;
  const started = io.now();
  const commits = await commitsBetween(options, executor, io.cwd);
  const short4 = (index) => commits[index].slice(0, 12);
  io.progress(`${commits.length - 1} commits from ${short4(0)} (good) to ${short4(commits.length - 1)} (bad)`);
  const planner = planBisect(commits, options.session.policy.noise);
  const worktrees = new Worktrees(commits, options, io, executor);
  let stopped;
  let failure;
  try {
    for (let request = planner.next(); request !== void 0; request = planner.next()) {
      const left = options.maxSeconds - (io.now() - started) / 1e3;
      if (left <= 0) stopped = `the time limit of ${options.maxSeconds} s`;
      if (io.interrupted()) stopped = "interrupted (Ctrl-C)";
      if (stopped !== void 0) break;
      let outcome;
      try {
        outcome = await compare(request, left, { commits, options, io, executor, worktrees, short: short4 });
      } catch (error) {
        if (!(error instanceof CommitFailure)) throw error;
        planner.skip(error.commit, error.reason);
        if (error.commit === 0 || error.commit === commits.length - 1) {
          failure = error;
          break;
        }
        io.progress(`skipping ${short4(error.commit)}: ${error.message}`);
        continue;
      }
      const cut = io.interrupted() ? "interrupted (Ctrl-C)" : `the time limit of ${options.maxSeconds} s`;
      if (outcome === void 0) {
        stopped = cut;
        break;
      }
      planner.record({ rows: outcome.rows, pairs: outcome.pairs });
      if (outcome.cut) stopped = cut;
      const said = outcome.rows.map((row3) => `${row3.benchmark} ${row3.metric} ${(row3.change * 100).toFixed(1)}%`).join(", ");
      io.progress(`${short4(request.from)} → ${short4(request.to)}: ${said === "" ? "no rows" : said} (${outcome.pairs} pairs)`);
      const hunted = planner.openRanges().map(
        (range2) => `${range2.rows.map((row3) => row3.benchmark).join(", ")} in ${short4(range2.before)}..${short4(range2.after)} (${range2.after - range2.before} commits)`
      );
      if (hunted.length > 0) io.progress(`now: ${hunted.join("; ")}`);
    }
  } finally {
    await worktrees.remove();
  }
  if (failure !== void 0) throw new BisectFailure(failure, planner.result(stopped));
  return planner.result(stopped);
}
async function compare(request, seconds, hunt) {
  const { options, io, short: short4 } = hunt;
  const from = await hunt.worktrees.of(request.from);
  const to = await hunt.worktrees.of(request.to);
  const label = `${short4(request.from)} → ${short4(request.to)}`;
  const session = {
    ...options.session,
    commands: { baseline: `cd ${quote(from)} && ${options.command}`, current: `cd ${quote(to)} && ${options.command}` },
    labels: { baseline: short4(request.from), current: short4(request.to) },
    config: configOf(options.session.config, options.benchmarks, request),
    maxSeconds: seconds
  };
  try {
    const executor = namingFailures(hunt, session.commands, { baseline: request.from, current: request.to });
    const { report: report2 } = await runSession(session, { ...io, executor, progress: (line) => io.progress(`${label}: ${line}`) });
    const rows = report2.comparisons.flatMap(
      (row3) => row3.change === null ? [] : [{ benchmark: row3.benchmark, metric: row3.metric, change: row3.change, low: row3.changeCI?.[0] ?? null, high: row3.changeCI?.[1] ?? null }]
    );
    const stop = report2.design?.stopped ?? "";
    return { rows, pairs: report2.design?.pairs ?? 0, cut: stop.startsWith("interrupted") || stop.startsWith("the time limit") };
  } catch (error) {
    if (error instanceof InputError && /stopped after \d+ pair/.test(error.message)) return void 0;
    throw error;
  }
}
function namingFailures(hunt, commands, commits) {
  return {
    async run(command, cwd) {
      const result = await hunt.executor.run(command, cwd);
      if (hunt.io.interrupted() || result.signal === "SIGINT" || result.status === 130) return result;
      if (result.error === void 0 && result.status === 0) return result;
      const commit = command === commands.baseline ? commits.baseline : commits.current;
      const how = result.error?.message ?? ending(result);
      const stderr = result.stderr.trim() === "" ? "" : `: ${result.stderr.trim().split("\n").slice(-3).join(" ")}`;
      throw new CommitFailure(
        `--command "${hunt.options.command}" ${how} at ${hunt.short(commit)}${stderr}`,
        commit,
        `the command ${ending(result)}`,
        hunt.commits[commit]
      );
    }
  };
}

// src/action/bisect-mode.ts
async function bisectOnRunner(inputs, context, github, workspace, workDir) {
  const asked = inputs.bisect;
  if (asked === void 0) throw new InputError("input mode: bisect needs the inputs good, bad and bisect-command");
  checkSessionPolicy(inputs.policy, { test: "input test" });
  const defaults = defaultSettings("bisect");
  let failure;
  const result = await runBisect(
    {
      ...asked,
      benchmarks: [],
      firstParent: true,
      maxSeconds: defaults.maxTime,
      session: {
        format: inputs.format,
        warmup: defaults.warmup,
        minPairs: defaults.minRuns,
        maxPairs: defaults.maxRuns,
        seed: defaults.seed,
        policy: inputs.policy,
        config: readConfig(inputs.config, "input config", MACHINE_PORT)
      }
    },
    {
      now: () => performance.now(),
      progress: (line) => info(bisectProgressLine(line)),
      interrupted: () => false,
      cwd: workspace,
      executor: runnerExecutor(inputs.commandEnv)
    }
  ).catch((error) => {
    if (!(error instanceof BisectFailure)) throw error;
    failure = error;
    return error.result;
  });
  const commitUrl = (sha) => `${context.serverUrl}/${context.owner}/${context.repo}/commit/${sha}`;
  const runUrl = `${context.serverUrl}/${context.owner}/${context.repo}/actions/runs/${context.runId}`;
  const faces = renderBisectFaces(result, inputs.policy.noise, { json: true, commitUrl });
  const report2 = faces.markdown;
  const jsonPath = join5(workDir, "bisect.json");
  writeTextFile(jsonPath, faces.json ?? "", "bisect.json");
  const body = bisectCommentBody(report2, runUrl, inputs.suite);
  const key2 = inputs.key;
  const posted = inputs.token === "" ? { url: void 0, skipped: "no github-token" } : await (await github()).commentBisect(issueMarker(inputs.suite, key2), inputs.suite, key2, body);
  writeSummary(bisectSummary(report2, posted));
  if (result.status === "unanswered") warning(`benchgate bisect: ${faces.headline}`);
  info(bisectLogLine(result.status, posted));
  setOutputs("pass", void 0, jsonPath, posted.url ?? "", "");
  if (failure !== void 0) throw failure;
}

// src/action/inputs.ts
function readInputSettings(get) {
  const given = (declaration) => {
    if (declaration.input === void 0) return void 0;
    const text3 = get(declaration.input);
    return text3.trim() === "" ? void 0 : { text: text3 };
  };
  return buildSettings(given, (declaration) => `input ${declaration.input ?? declaration.cli ?? ""}`);
}
function readActionSettings(get) {
  const settings = readInputSettings(get);
  const files2 = settings.files ?? [];
  if (settings.baselineCommand === void 0 !== (settings.currentCommand === void 0))
    throw new InputError("inputs baseline-command and current-command: give both (benchgate runs them interleaved on the runner) or neither");
  const commands = settings.baselineCommand === void 0 || settings.currentCommand === void 0 ? void 0 : { baseline: settings.baselineCommand, current: settings.currentCommand };
  if (files2.length === 0 && !["comment", "history", "bisect"].includes(settings.mode) && commands === void 0)
    throw new InputError("input files: required; give the benchmark output files of this job (globs, one per line)");
  const suites = settings.suites ?? [];
  return {
    mode: settings.mode,
    files: files2,
    format: settings.format,
    suite: settings.suite,
    suites: suites.length === 0 ? [settings.suite] : suites,
    baseline: settings.baselineSource,
    baselineRuns: settings.baselineRuns,
    commands,
    commandEnv: settings.commandEnv,
    policy: policyOf(settings),
    config: settings.config,
    acceptLabel: settings.acceptLabel,
    comment: settings.comment,
    upload: settings.upload,
    key: settings.key ?? "",
    retentionDays: settings.retentionDays,
    onBaselineError: settings.onBaselineError,
    historyRuns: settings.historyRuns,
    issueLabels: settings.issueLabels,
    issueAssignees: settings.issueAssignees ?? [],
    token: settings.token ?? "",
    bisect: bisectInputs(settings)
  };
}
function bisectInputs(settings) {
  if (settings.mode !== "bisect") return void 0;
  const required = (value, input, what) => {
    if (value === void 0 || value.trim() === "") throw new InputError(`input ${input}: required with mode bisect (${what})`);
    return value;
  };
  return {
    good: required(settings.good, "good", "a commit before the change"),
    bad: required(settings.bad, "bad", "a commit after the change"),
    command: required(settings.command, "bisect-command", "the command that runs a commit's benchmarks once"),
    build: settings.build
  };
}

// src/main.ts
async function run(pacing = GITHUB_PACING) {
  let onError;
  let onBaselineError = "fail";
  try {
    const inputs = readActionSettings((name) => getInput(name));
    if (inputs.token !== "") setSecret(inputs.token);
    onBaselineError = inputs.onBaselineError;
    const context = readActionContext(process.env, readEventPayload(process.env.GITHUB_EVENT_PATH));
    const workDir = mkdtempSync3(join6(process.env.RUNNER_TEMP ?? tmpdir3(), "benchgate-"));
    let session;
    const github = async () => {
      session ??= new (await import("./chunks/session-XR55IULZ.mjs")).GitHubSession(inputs.token, context, workDir, pacing);
      return session;
    };
    if (inputs.mode === "comment") return await commentFinishedRun(inputs, context, await github());
    if (inputs.mode === "history") return await keepHistory(inputs, context, await github(), workDir);
    if (inputs.mode === "bisect") return await bisectOnRunner(inputs, context, github, process.env.GITHUB_WORKSPACE ?? process.cwd(), workDir);
    return await runGate(inputs, context, github, workDir, (handler) => onError = handler);
  } catch (error) {
    try {
      setOutputs("error", void 0, "", "", "");
    } catch {
    }
    const message = error instanceof CommandError ? logCommandFailure(error) : error instanceof BaselineError ? baselineErrorText(error) : error instanceof UserError ? error.message : unexpectedErrorText(errorMessage(error));
    await onError?.(message).catch(() => void 0);
    const passes = error instanceof BaselineError && onBaselineError === "warn";
    if (passes) warning(errorEnding(message, passes));
    else setFailed(errorEnding(message, passes));
  }
}

// src/index.ts
await run();
