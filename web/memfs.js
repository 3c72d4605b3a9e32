// memfs.js: an in-memory file system for the web edition of PPU Workbench.
//
// Go's js/wasm port does every file operation through globalThis.fs with
// Node.js's callback API (syscall/fs_js.go). In a browser wasm_exec.js
// installs a stand-in that fails every call with ENOSYS; this file, loaded
// before wasm_exec.js, installs a real one that keeps files in memory, so the
// app's own code (loading a workspace folder, the editor's atomic save, the
// crash-recovery copies, Fyne's cache) works unchanged. It lives as long as
// the page: what must survive a reload is kept by the app in the browser's
// storage (IndexedDB, through Fyne's storage API).
"use strict";

(() => {
	const S_IFDIR = 0o040000, S_IFREG = 0o100000, S_IFLNK = 0o120000;
	const O = { O_RDONLY: 0, O_WRONLY: 1, O_RDWR: 2, O_CREAT: 64, O_EXCL: 128, O_TRUNC: 512, O_APPEND: 1024, O_DIRECTORY: 65536 };

	const fail = (code, what) => {
		const e = new Error(code + ": " + what);
		e.code = code;
		return e;
	};

	let nextIno = 1;
	const now = () => Date.now();
	const mkNode = (mode) => {
		const t = now();
		return { mode, ino: nextIno++, data: new Uint8Array(0), size: 0, children: (mode & 0o170000) === S_IFDIR ? new Map() : null, target: null, atimeMs: t, mtimeMs: t, ctimeMs: t };
	};
	const isDir = (n) => (n.mode & 0o170000) === S_IFDIR;
	const isLink = (n) => (n.mode & 0o170000) === S_IFLNK;

	const root = mkNode(S_IFDIR | 0o755);
	let cwd = "/";

	// normalize returns the absolute, clean form of p (against the cwd).
	const normalize = (p) => {
		p = String(p);
		if (!p.startsWith("/")) p = cwd + "/" + p;
		const out = [];
		for (const part of p.split("/")) {
			if (part === "" || part === ".") continue;
			if (part === "..") out.pop(); else out.push(part);
		}
		return "/" + out.join("/");
	};
	const split = (p) => {
		const abs = normalize(p);
		const i = abs.lastIndexOf("/");
		return [abs.substring(0, i) || "/", abs.substring(i + 1)];
	};

	// lookup walks to path; follow: resolve a final symbolic link.
	const lookup = (p, follow = true, depth = 0) => {
		if (depth > 16) throw fail("ELOOP", p);
		const abs = normalize(p);
		let n = root, sofar = "";
		const parts = abs.split("/").filter((s) => s !== "");
		for (let i = 0; i < parts.length; i++) {
			if (!isDir(n)) throw fail("ENOTDIR", abs);
			const next = n.children.get(parts[i]);
			if (!next) throw fail("ENOENT", abs);
			const last = i === parts.length - 1;
			if (isLink(next) && (!last || follow)) {
				const base = next.target.startsWith("/") ? next.target : sofar + "/" + next.target;
				n = lookup(base + (last ? "" : "/" + parts.slice(i + 1).join("/")), follow, depth + 1);
				return n;
			}
			sofar += "/" + parts[i];
			n = next;
		}
		return n;
	};
	const parentOf = (p) => {
		const [dir, name] = split(p);
		const d = lookup(dir);
		if (!isDir(d)) throw fail("ENOTDIR", dir);
		if (name === "") throw fail("EEXIST", p);
		return [d, name];
	};

	const stat = (n) => ({
		dev: 1, ino: n.ino, mode: n.mode, nlink: 1, uid: 0, gid: 0, rdev: 0,
		size: isDir(n) ? 4096 : isLink(n) ? n.target.length : n.size, blksize: 4096,
		blocks: Math.ceil(n.size / 512), atimeMs: n.atimeMs, mtimeMs: n.mtimeMs, ctimeMs: n.ctimeMs,
		isDirectory() { return isDir(n); },
	});

	const fds = new Map();
	let nextFd = 3;
	let outBuf = ["", "", ""];
	const decoder = new TextDecoder("utf-8");
	// Standard output and error go to the console, a line at a time.
	const console_ = (fd, buf) => {
		outBuf[fd] += decoder.decode(buf);
		const nl = outBuf[fd].lastIndexOf("\n");
		if (nl !== -1) {
			const text = outBuf[fd].substring(0, nl);
			outBuf[fd] = outBuf[fd].substring(nl + 1);
			if (fd === 2) console.warn(text); else console.log(text);
		}
		return buf.length;
	};

	const grow = (n, size) => {
		if (size > n.data.length) {
			const d = new Uint8Array(Math.max(size, n.data.length * 2, 256));
			d.set(n.data.subarray(0, n.size));
			n.data = d;
		}
	};

	// call runs fn and hands its result (or its error) to the callback.
	const call = (cb, fn) => {
		let r;
		try { r = fn(); } catch (e) { if (!e.code) throw e; cb(e); return; }
		cb(null, r);
	};

	const fsImpl = {
		constants: O,
		writeSync(fd, buf) {
			if (fd === 1 || fd === 2) return console_(fd, buf);
			throw fail("EBADF", "writeSync " + fd);
		},
		write(fd, buf, offset, length, position, cb) {
			call(cb, () => {
				if (fd === 1 || fd === 2) return console_(fd, buf.subarray(offset, offset + length));
				const f = fds.get(fd);
				if (!f) throw fail("EBADF", "write");
				if ((f.flags & 3) === O.O_RDONLY) throw fail("EBADF", "write on a read-only file");
				const n = f.node;
				let pos = position === null || position === undefined ? f.pos : position;
				if (f.flags & O.O_APPEND) pos = n.size;
				grow(n, pos + length);
				n.data.set(buf.subarray(offset, offset + length), pos);
				n.size = Math.max(n.size, pos + length);
				n.mtimeMs = n.ctimeMs = now();
				if (position === null || position === undefined) f.pos = pos + length;
				return length;
			});
		},
		read(fd, buf, offset, length, position, cb) {
			call(cb, () => {
				if (fd === 0) return 0;
				const f = fds.get(fd);
				if (!f) throw fail("EBADF", "read");
				const n = f.node;
				if (isDir(n)) throw fail("EISDIR", f.path);
				const pos = position === null || position === undefined ? f.pos : position;
				const k = Math.max(0, Math.min(length, n.size - pos));
				buf.set(n.data.subarray(pos, pos + k), offset);
				if (position === null || position === undefined) f.pos = pos + k;
				return k;
			});
		},
		open(path, flags, mode, cb) {
			call(cb, () => {
				let n;
				try {
					n = lookup(path);
					if ((flags & O.O_CREAT) && (flags & O.O_EXCL)) throw fail("EEXIST", normalize(path));
				} catch (e) {
					if (e.code !== "ENOENT" || !(flags & O.O_CREAT)) throw e;
					const [d, name] = parentOf(path);
					n = mkNode(S_IFREG | (mode & 0o777));
					d.children.set(name, n);
					d.mtimeMs = now();
				}
				if ((flags & O.O_DIRECTORY) && !isDir(n)) throw fail("ENOTDIR", normalize(path));
				if (isDir(n) && (flags & 3) !== O.O_RDONLY) throw fail("EISDIR", normalize(path));
				if ((flags & O.O_TRUNC) && !isDir(n)) { n.size = 0; n.data = new Uint8Array(0); n.mtimeMs = now(); }
				const fd = nextFd++;
				fds.set(fd, { node: n, flags, pos: 0, path: normalize(path) });
				return fd;
			});
		},
		close(fd, cb) { call(cb, () => { if (!fds.delete(fd)) throw fail("EBADF", "close"); }); },
		fsync(fd, cb) { cb(null); },
		fstat(fd, cb) {
			call(cb, () => {
				const f = fds.get(fd);
				if (!f) throw fail("EBADF", "fstat");
				return stat(f.node);
			});
		},
		stat(path, cb) { call(cb, () => stat(lookup(path))); },
		lstat(path, cb) { call(cb, () => stat(lookup(path, false))); },
		readdir(path, cb) {
			call(cb, () => {
				const n = lookup(path);
				if (!isDir(n)) throw fail("ENOTDIR", normalize(path));
				return Array.from(n.children.keys()).sort();
			});
		},
		mkdir(path, perm, cb) {
			call(cb, () => {
				const [d, name] = parentOf(path);
				if (d.children.has(name)) throw fail("EEXIST", normalize(path));
				d.children.set(name, mkNode(S_IFDIR | (perm & 0o777)));
				d.mtimeMs = now();
			});
		},
		rmdir(path, cb) {
			call(cb, () => {
				const [d, name] = parentOf(path);
				const n = d.children.get(name);
				if (!n) throw fail("ENOENT", normalize(path));
				if (!isDir(n)) throw fail("ENOTDIR", normalize(path));
				if (n.children.size > 0) throw fail("ENOTEMPTY", normalize(path));
				d.children.delete(name);
				d.mtimeMs = now();
			});
		},
		unlink(path, cb) {
			call(cb, () => {
				const [d, name] = parentOf(path);
				const n = d.children.get(name);
				if (!n) throw fail("ENOENT", normalize(path));
				if (isDir(n)) throw fail("EISDIR", normalize(path));
				d.children.delete(name);
				d.mtimeMs = now();
			});
		},
		rename(from, to, cb) {
			call(cb, () => {
				const [fd_, fname] = parentOf(from);
				const n = fd_.children.get(fname);
				if (!n) throw fail("ENOENT", normalize(from));
				const [td, tname] = parentOf(to);
				const old = td.children.get(tname);
				if (old && isDir(old) && !isDir(n)) throw fail("EISDIR", normalize(to));
				if (old && isDir(old) && old.children.size > 0) throw fail("ENOTEMPTY", normalize(to));
				if (isDir(n) && (normalize(to) + "/").startsWith(normalize(from) + "/")) throw fail("EINVAL", normalize(to));
				fd_.children.delete(fname);
				td.children.set(tname, n);
				n.ctimeMs = fd_.mtimeMs = td.mtimeMs = now();
			});
		},
		truncate(path, length, cb) {
			call(cb, () => {
				const n = lookup(path);
				if (isDir(n)) throw fail("EISDIR", normalize(path));
				grow(n, length);
				n.data.fill(0, n.size, length);
				n.size = length;
				n.mtimeMs = now();
			});
		},
		ftruncate(fd, length, cb) {
			call(cb, () => {
				const f = fds.get(fd);
				if (!f) throw fail("EBADF", "ftruncate");
				grow(f.node, length);
				f.node.data.fill(0, f.node.size, length);
				f.node.size = length;
				f.node.mtimeMs = now();
			});
		},
		utimes(path, atime, mtime, cb) {
			call(cb, () => {
				const n = lookup(path);
				n.atimeMs = atime * 1000;
				n.mtimeMs = mtime * 1000;
			});
		},
		chmod(path, mode, cb) { call(cb, () => { const n = lookup(path); n.mode = (n.mode & ~0o7777) | (mode & 0o7777); }); },
		fchmod(fd, mode, cb) {
			call(cb, () => {
				const f = fds.get(fd);
				if (!f) throw fail("EBADF", "fchmod");
				f.node.mode = (f.node.mode & ~0o7777) | (mode & 0o7777);
			});
		},
		chown(path, uid, gid, cb) { call(cb, () => { lookup(path); }); },
		fchown(fd, uid, gid, cb) { call(cb, () => { if (!fds.has(fd)) throw fail("EBADF", "fchown"); }); },
		lchown(path, uid, gid, cb) { call(cb, () => { lookup(path, false); }); },
		symlink(target, path, cb) {
			call(cb, () => {
				const [d, name] = parentOf(path);
				if (d.children.has(name)) throw fail("EEXIST", normalize(path));
				const n = mkNode(S_IFLNK | 0o777);
				n.target = String(target);
				d.children.set(name, n);
			});
		},
		readlink(path, cb) {
			call(cb, () => {
				const n = lookup(path, false);
				if (!isLink(n)) throw fail("EINVAL", normalize(path));
				return n.target;
			});
		},
		link(path, link, cb) {
			call(cb, () => {
				const n = lookup(path);
				if (isDir(n)) throw fail("EPERM", normalize(path));
				const [d, name] = parentOf(link);
				if (d.children.has(name)) throw fail("EEXIST", normalize(link));
				d.children.set(name, n);
			});
		},
	};

	globalThis.fs = fsImpl;
	globalThis.process = {
		getuid() { return 1000; }, getgid() { return 1000; },
		geteuid() { return 1000; }, getegid() { return 1000; },
		getgroups() { return [1000]; },
		pid: 1, ppid: 0,
		umask() { return 0o022; },
		cwd() { return cwd; },
		chdir(p) {
			const n = lookup(p);
			if (!isDir(n)) throw fail("ENOTDIR", normalize(p));
			cwd = normalize(p);
		},
	};
	globalThis.path = { resolve(...parts) { return normalize(parts.join("/")); } };

	// The home folder of the app's files (HOME in the Go program's
	// environment, set by index.html).
	// (Fyne makes its cache folder with os.Mkdir, not MkdirAll)
	for (const d of ["/home", "/home/web", "/home/web/.cache", "/home/web/.config", "/tmp"]) fsImpl.mkdir(d, 0o755, () => {});
	cwd = "/home/web";
})();
